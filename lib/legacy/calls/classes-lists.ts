import {
  cancelStudentClassRequest,
  cancelStudentClassResponse,
  requestCancelQuery,
  requestCancelResponse,
} from "../../classes/cancel/schemas";
import {
  classListQuery,
  classListResponse,
  teacherClassDataRequest,
} from "../../classes/lists/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const KINDS = {
  upcoming: "Upcoming classes (not cancelled, not over yet), soonest first.",
  past: "Past classes (over and held: the student attended / the teacher started the meeting), latest first.",
  missed: "Missed classes (over and not held), latest first.",
  cancelled:
    "Cancelled classes (the class or the student's seat cancelled; for a teacher also a class whose every seat was given up), latest first.",
} as const;

const LIST_RULES =
  "The caller's own classes only: a student's seats (with the teacher) or a teacher's classes with students (with them), in the viewer's zone (tz cookie). Answers data (one page), counts {upcomming, pastSlots, missedSlots, cancelledSlots}, page, limit, total, has_more, and per row what the viewer can do now (can_join / can_start from 15 minutes before the start until the end, can_cancel before the start, can_rate for an attended unrated class). page from 1, limit 1 to 50 (default 10); action=count answers only the counts. Anonymous 401, admin 403, bad page/limit/action 400.";

const listCall = (kind: keyof typeof KINDS) =>
  call("GET", "site", `get-all-${kind}-classes`, "3 §7", `${KINDS[kind]} ${LIST_RULES}`, {
    handler: `app/(api)/get-all-${kind}-classes/route.ts`,
    request: classListQuery,
    response: classListResponse,
  });

/** Class lists, cancelling and the teacher's class data (spec 3 section 7, spec 1 section 7). */
export const CLASS_LIST_CALLS: LegacyCall[] = [
  listCall("upcoming"),
  listCall("past"),
  listCall("missed"),
  listCall("cancelled"),
  call(
    "GET",
    "site",
    "request-cancel",
    "3 §7",
    "What cancelling one of the student's classes means (the cancel-class modal asks first): the class in the viewer's zone, can_cancel (false with reason class_started once it has begun, already_cancelled), is_last_minute (less than 24 hours before the start), and notes to show. Student only (anonymous 401, others 403); a class that is not theirs 403, unknown 404; a seat they already gave up 200 with reason already_cancelled.",
    {
      handler: "app/(api)/request-cancel/route.ts",
      request: requestCancelQuery,
      response: requestCancelResponse,
    },
  ),
  call(
    "POST",
    "site",
    "cancel-student-class",
    "3 §7",
    "The student cancels their seat before the class starts, with an optional reason (at most 300 characters); records cancelled_at, cancelled_by = student and the reason; a free demo may then be booked again. Refusals: begun 400, already cancelled 409, not theirs 403, unknown 404, anonymous 401, not a student 403, cross-site 403.",
    {
      handler: "app/(api)/cancel-student-class/route.ts",
      request: cancelStudentClassRequest,
      response: cancelStudentClassResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/get-teacher-my-class-data",
    "1 §7",
    "The logged-in teacher's classes of one type (upcoming by default, past, missed, cancelled), 10 a page, with the four counts: the same answer as get-all-{type}-classes. Teacher only (anonymous 401, others 403).",
    {
      handler: "app/(api)/api/get-teacher-my-class-data/route.ts",
      request: teacherClassDataRequest,
      response: classListResponse,
    },
  ),
];
