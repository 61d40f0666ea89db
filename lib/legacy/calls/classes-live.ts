import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Starting and joining live classes (spec 1 section 7). */
export const CLASS_LIVE_CALLS: LegacyCall[] = [
  call("POST", "site", "api/ceate-and-join-meeting", "1 §7", "Teacher starts a class.", planned(7)),
  call("POST", "v2", "ceate-and-join-demo", "1 §7", "Teacher starts a demo.", planned(7)),
  call("POST", "v2", "ceate-and-join-class", "1 §7", "Teacher starts a class.", planned(7)),
  call("POST", "site", "api/resume-meeting", "1 §7", "Teacher resumes a class.", planned(7)),
  call("POST", "v1", "check-meeting-started", "1 §7", "Has the teacher started.", planned(7)),
  call("POST", "v1", "join-class-now", "1 §7", "Student joins.", planned(7)),
  call("GET", "site", "st/get-meeting-link", "1 §7", "Poll for the meeting link.", planned(7)),
  call("POST", "site", "api/mark-attendance", "1 §7", "Mark the student present.", planned(7)),
];
