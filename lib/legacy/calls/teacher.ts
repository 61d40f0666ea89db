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
import { call } from "../define";
import type { LegacyCall } from "../types";

const TEACHER_ONLY = "Teachers only (a student 403).";

/** The teachers' side: leave with re-booking (spec 3, issue 24, decision 031). */
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
];
