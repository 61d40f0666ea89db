import {
  classRefRequest,
  joinResponse,
  markAttendanceResponse,
  meetingLinkQuery,
  meetingStartedResponse,
  startMeetingRequest,
  startMeetingResponse,
} from "@/lib/classes/live-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const START =
  "Only the class's teacher (anonymous 401, other roles 403, another teacher's class or a user_id other than the caller's 403, unknown class 404), from 15 minutes before the class until it ends. Answers status success with meeting_url (the host link, in a new tab; the same link when the class already has a meeting: never a second one), fail with messageDescription (cancelled, too early, 'Your Meeting time is over.', wrong kind, provider down), or, with Zoom, zoom_occupied when the teacher's previous class still holds its licence; repeated with free_licence true it hosts on a licence nobody holds until this class ends, or answers meeting_url '201' when none is free. Sets the class started (2).";

/** Starting and joining live classes (spec 1 section 7). */
export const CLASS_LIVE_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "api/ceate-and-join-meeting",
    "1 §7",
    `Teacher starts a class (demo or not). ${START}`,
    {
      handler: "app/(api)/api/ceate-and-join-meeting/route.ts",
      request: startMeetingRequest,
      response: startMeetingResponse,
    },
  ),
  call(
    "POST",
    "v2",
    "ceate-and-join-demo",
    "1 §7",
    `Teacher starts a demo (a paid class fails: start it as a class). ${START}`,
    {
      handler: "app/(api)/ng-api/v2/ceate-and-join-demo/route.ts",
      request: startMeetingRequest,
      response: startMeetingResponse,
    },
  ),
  call(
    "POST",
    "v2",
    "ceate-and-join-class",
    "1 §7",
    `Teacher starts a paid class (a demo fails: start it as a demo). ${START}`,
    {
      handler: "app/(api)/ng-api/v2/ceate-and-join-class/route.ts",
      request: startMeetingRequest,
      response: startMeetingResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/resume-meeting",
    "1 §7",
    "The class's teacher reopens a class they started that has not ended: success with the host link (records resumed_at); fail when not started yet, cancelled, or over ('Your Meeting time is over.'). Refusals as for starting (401, 403, 404, 400).",
    {
      handler: "app/(api)/api/resume-meeting/route.ts",
      request: startMeetingRequest,
      response: startMeetingResponse,
    },
  ),
  call(
    "POST",
    "v1",
    "check-meeting-started",
    "1 §7",
    "Either party of the class (its teacher or a booked student; anyone else 403, anonymous 401, unknown class 404) asks whether the teacher has started: started is true while a meeting exists and the class is neither over nor cancelled. Never answers a link.",
    {
      handler: "app/(api)/ng-api/v1/check-meeting-started/route.ts",
      request: classRefRequest,
      response: meetingStartedResponse,
    },
  ),
  call(
    "POST",
    "v1",
    "join-class-now",
    "1 §7",
    "Only a student booked into the class (its teacher, other students, admins 403; anonymous 401; unknown 404) gets the join link: fail when cancelled, over ('Your Meeting time is over.'), more than 15 minutes early, or a paid class with no classes remaining in the student's packs (a demo is free); waiting while the teacher has not started; success with meeting_url once started.",
    {
      handler: "app/(api)/ng-api/v1/join-class-now/route.ts",
      request: classRefRequest,
      response: joinResponse,
    },
  ),
  call(
    "GET",
    "site",
    "st/get-meeting-link",
    "1 §7",
    "The polling form of join-class-now (same service, same answers and refusals), by ?session_id: the client polls every 15 s while waiting.",
    {
      handler: "app/(api)/st/get-meeting-link/route.ts",
      request: meetingLinkQuery,
      response: joinResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/mark-attendance",
    "1 §7",
    "The booked student is marked present while the teacher's meeting runs: answers attended_at (the first time is kept; repeating it answers the same time) and the seat becomes held (3). 409 before the meeting starts, after the class, when cancelled, or with no classes remaining; other students, teachers, admins 403; anonymous 401; unknown 404.",
    {
      handler: "app/(api)/api/mark-attendance/route.ts",
      request: classRefRequest,
      response: markAttendanceResponse,
    },
  ),
];
