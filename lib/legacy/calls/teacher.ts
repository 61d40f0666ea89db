import { z } from "zod";
import {
  leaveApplyResponse,
  leaveBookingsResponse,
  withdrawLeaveResponse,
} from "../../teacher/leave/responses";
import {
  leaveApplyRequest,
  leaveBookingsRequest,
  withdrawLeaveRequest,
} from "../../teacher/leave/schemas";
import {
  kycOtpSentResponse,
  kycOtpVerifiedResponse,
  kycSavedResponse,
} from "../../teacher/kyc/responses";
import { saveKycRequest, verifyKycOtpRequest } from "../../teacher/kyc/schemas";
import { resumeSavedResponse } from "../../teacher/resume/responses";
import { saveResumeRequest } from "../../teacher/resume/schemas";
import { trainingApplicationResponse } from "../../teacher/training/responses";
import { trainingApplicationRequest } from "../../teacher/training/schemas";
import { createBuddyBatchQuery } from "../../teacher/buddy/buddy";
import { saveBuddyRequest, saveBuddyResponse } from "../../teacher/buddy/signup-schema";
import { introVideoRequest, introVideoResponse } from "../../teacher/settings/intro-video-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const TEACHER_ONLY = "Teachers only (a student 403).";

/** The teachers' side: KYC, leave with re-booking (specs 2 and 3, issue 24, decision 031). */
export const TEACHER_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "em/hrms/teacher-leave-apply/teacher-bookings",
    "3 §7",
    `The teacher's classes still to come on the leave dates (from_date, to_date in the teacher's zone; at most 31 days; not in the past). ${TEACHER_ONLY}`,
    {
      handler: "app/(api)/em/hrms/teacher-leave-apply/teacher-bookings/route.ts",
      request: leaveBookingsRequest,
      response: leaveBookingsResponse,
      sample: { from_date: "2026-01-05", to_date: "2026-01-09" },
    },
  ),
  call(
    "POST",
    "site",
    "store-teacher-leave-apply",
    "3 §7",
    `Apply for leave (from_date, to_date, type casual|sick|emergency, reason, step preview|final). Each class on those days moves to a free substitute teacher of its subject (same time and seats, credit kept) or is cancelled with its credit returned; families are messaged through the job queue. The preview rolls back and answers the plan; final answers redirect_url. Overlapping an active leave: 409 with errors.from_date. ${TEACHER_ONLY}`,
    {
      handler: "app/(api)/store-teacher-leave-apply/route.ts",
      request: leaveApplyRequest,
      response: leaveApplyResponse,
      sample: { from_date: "2026-01-05", to_date: "2026-01-09", type: "casual", step: "preview" },
    },
  ),
  call(
    "POST",
    "site",
    "withdraw-teacher-leaves",
    "3 §7",
    "Withdraw one day (type day, id, date) or the rest of a leave (type all, id). A passed day: 400; another teacher's leave: 403; already withdrawn: 409. Classes already handed to substitutes stay with them.",
    {
      handler: "app/(api)/withdraw-teacher-leaves/route.ts",
      request: withdrawLeaveRequest,
      response: withdrawLeaveResponse,
      sample: { type: "all", id: 1 },
    },
  ),

  call(
    "POST",
    "site",
    "em/sendOTPForValidation",
    "2 §7",
    `An OTP (purpose kyc_declaration) to the teacher's own mobile, else e-mail; the answer names it masked. OTP send budgets apply (429). ${TEACHER_ONLY}`,
    { handler: "app/(api)/em/sendOTPForValidation/route.ts", response: kycOtpSentResponse },
  ),
  call(
    "POST",
    "site",
    "em/verifyOTPForValidation",
    "2 §7",
    `Checks {otp}: verified true confirms the KYC declaration for 30 minutes; wrong, expired or locked: 400 with errors.otp. ${TEACHER_ONLY}`,
    {
      handler: "app/(api)/em/verifyOTPForValidation/route.ts",
      request: verifyKycOtpRequest,
      response: kycOtpVerifiedResponse,
      sample: { otp: "123456" },
    },
  ),
  call(
    "POST",
    "site",
    "em/saveKYCData",
    "2 §7",
    `Multipart: ccp, address_proof, pan_proof (PDF/JPEG/PNG by content, 5 MB each), declaration, pan, gstNumber (optional), account_holder_name, bank, ifsc, acno, addr. Format errors per field (400). Needs the verified declaration OTP (else 400 on declaration). PAN, GSTIN and account number encrypted (envelope, KYC_MASTER_KEY), shown masked; status pending until an admin decides. ${TEACHER_ONLY}`,
    {
      handler: "app/(api)/em/saveKYCData/route.ts",
      request: saveKycRequest,
      response: kycSavedResponse,
    },
  ),

  call(
    "POST",
    "site",
    "em/saveResume",
    "3 §7",
    `Multipart: resume (PDF/JPEG/PNG by content, 5 MB), video (MP4/WebM by content, 100 MB; buffered, stored encrypted in the private folder), user_id (must be the caller: else 403), aggrement, name. Answers redirect_url /em/thank-you; an admin reviews it. ${TEACHER_ONLY}`,
    {
      handler: "app/(api)/em/saveResume/route.ts",
      request: saveResumeRequest,
      response: resumeSavedResponse,
    },
  ),

  call(
    "POST",
    "site",
    "teacher-training-program",
    "3 §7",
    "A training application, open to anyone (anonymous write budget): eleven required fields with the spec's messages (ready_to_join_tutorlive). Field errors: 422 with errors; the same e-mail again: status false with a message; otherwise status true.",
    {
      handler: "app/(api)/teacher-training-program/route.ts",
      request: trainingApplicationRequest,
      response: trainingApplicationResponse,
    },
  ),

  call(
    "POST",
    "site",
    "st/create-buddy-batch",
    "2 §7",
    "A buddy batch on the student's own contract (query capacity, contract_id): 'Capacity is mandatory.', 'Capacity should not be more than 5.' (0: 'Capacity should be at least 1.'), another student's contract 403, unknown 404; answers true, or false when the contract already has one (the client shows 'Duplicate Entry'). One per contract and capacity 1..5 are database constraints.",
    {
      handler: "app/(api)/st/create-buddy-batch/route.ts",
      request: createBuddyBatchQuery,
      response: z.boolean(),
    },
  ),
  call(
    "POST",
    "site",
    "save-buddy",
    "2 §7",
    "A buddy lead from a batch's invite link (token): registers the student (the mobile verified by the registration OTP; a family's mobile joins that family) and holds a seat for the order's hold. 200 with data.paymentUrl (the client logs in by password and goes there); 202 with data.messageDescription for a bad or expired link or a full batch (shown, then stop); 422 with errors.email, errors.reg_mobile_num (also name, password); otherwise 'Something went wrong. Please try again later'. Seats are counted under a lock on the batch row.",
    {
      handler: "app/(api)/save-buddy/route.ts",
      request: saveBuddyRequest,
      response: saveBuddyResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/intro-video",
    "new",
    "The teacher's intro video on their public profile {media_id}: a base64 id of one of their own video files or YouTube videos, or empty/null to remove it. Another teacher's medium or an unknown id 400 'Choose one of your own uploaded videos.'; a picture, document or plain link 400 (nothing stored). A file is public (logged out, Range kept) only while the teacher is approved; deleting the medium removes it. " +
      TEACHER_ONLY,
    {
      handler: "app/(api)/api/intro-video/route.ts",
      request: introVideoRequest,
      response: introVideoResponse,
      uncounted: "issue 26: intro videos are not in the specs",
    },
  ),
];
