import {
  activeSubjectsRequest,
  campaignRatingRequest,
  sendVoteOtpRequest,
  verifyVoteRequest,
} from "../../contest/schemas";
import { z } from "zod";
import { call } from "../define";
import type { LegacyCall } from "../types";

const STREAMED =
  "Multipart, streamed through the media library (content sniffed, pictures re-encoded without metadata); text fields first, the file `media` last.";

/**
 * The contest calls' own answer (spec 1 and 2: status success or fail with a message; a refusal
 * also names its field in `errors`): what the old forms read.
 */
const contestAnswer = z.looseObject({
  status: z.enum(["success", "fail"]),
  message: z.string(),
  responseCode: z.number().int().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Talent hunt, public voting, streaming posts and campaign media (issue 21, decision 033). */
export const CONTEST_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "talent-hunt-registration",
    "1 §7",
    `A talent-hunt entry: st_name (letters and spaces), mobile (10 digits), email, age, category, referred_by, then the video (mp4/mov/avi ≤ 200 MB, 'Please Upload Video'). ${STREAMED} Creates or reuses the family of the mobile; a new family's child gets a generated 8-character password by SMS. The entry is public after moderation. The caller proves the family's mobile first (issue 43.1, decision 040): signed in as that family, or with \`otp\` (the code POST /talent-hunt-registration/send-otp {mobile} sent) or \`otp_token\` (what POST /talent-hunt-registration/verify-otp {mobile, otp} answered); without one: responseCode 403 with errors.otp, the same for every number, nothing stored. Answers {status success|fail, responseCode, message, errors.{field}, entry_id, existing_account (only after the proof)}.`,
    { handler: "app/(api)/talent-hunt-registration/route.ts", response: contestAnswer },
  ),
  call(
    "POST",
    "site",
    "sendOTPForPublicVoting",
    "1 §7",
    "A six-digit code by SMS to cust_id (the voter's 10-digit mobile) for entry_id, an approved entry of an open talent hunt. A number that already voted for the entry gets responseCode 201 'Sorry... You have already done voting for this entry from this number' and no SMS. Limits per address, number and entry; 30 s between codes.",
    {
      handler: "app/(api)/sendOTPForPublicVoting/route.ts",
      response: contestAnswer,
      request: sendVoteOtpRequest,
    },
  ),
  call(
    "POST",
    "site",
    "verifyOTPAndSavePublicVoting",
    "1 §7",
    "mobile_num, name, otp and entry_id, all required. Counts the vote once per number and entry (a unique index on the entry and the number's HMAC): success answers vote_count; a repeat answers responseCode 201 'Sorry... You have already done voting for this entry from this number'; a wrong or expired code 400.",
    {
      handler: "app/(api)/verifyOTPAndSavePublicVoting/route.ts",
      response: contestAnswer,
      request: verifyVoteRequest,
    },
  ),
  call(
    "POST",
    "site",
    "api/set-campaign-rating",
    "1 §7",
    "A teacher rates an approved campaign entry {cid, rating 1–5}; again changes the rating. Answers {responseCode, status, message, redirect_url: '/em/dashboard', rating}.",
    {
      handler: "app/(api)/api/set-campaign-rating/route.ts",
      response: contestAnswer,
      request: campaignRatingRequest,
    },
  ),
  call(
    "POST",
    "site",
    "save-campaign-media",
    "1 §7",
    `A student's picture or video for the campaign: category ('Please select a category.'), then media ('Please select any image or video to upload.'). ${STREAMED} Pending moderation.`,
    { handler: "app/(api)/save-campaign-media/route.ts", response: contestAnswer },
  ),
  call(
    "POST",
    "site",
    "event-strem-registration",
    "2 §7",
    `A streaming-event sign-up: name, email, mobile, age, subject_id, then the video. ${STREAMED} Answers {status success|fail, message}; once per student and subject.`,
    { handler: "app/(api)/event-strem-registration/route.ts", response: contestAnswer },
  ),
  call(
    "POST",
    "site",
    "save-streaming-post",
    "2 §7",
    `A child's showcase post: student_id (a child of the caller's family), student_age, title, description, category (98 jpg/png ≤ 5 MB; 69/57/85/204 avi/mp4/mov ≤ 200 MB; 205 pdf/doc/docx), consent, then media. ${STREAMED} Answers {responseCode, status, message}; pending moderation.`,
    { handler: "app/(api)/save-streaming-post/route.ts", response: contestAnswer },
  ),
  call(
    "POST",
    "site",
    "get-streaming-active-subjects",
    "3 §7",
    "The logged-in student: student_info {id, name, age}, subjects [{id, category, name}], alreadyAppliedSubjects [subject ids].",
    { handler: "app/(api)/get-streaming-active-subjects/route.ts", request: activeSubjectsRequest },
  ),
  call(
    "GET",
    "site",
    "api/contest/entries/{id}/votes",
    "new",
    "The live vote count of an approved entry (the entry page polls it): {votes}; 404 otherwise.",
    {
      handler: "app/(api)/api/contest/entries/[id]/votes/route.ts",
      uncounted: "ours: the entry page's live count; the spec names no call for it",
    },
  ),
];
