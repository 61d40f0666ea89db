import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Teacher search and reactions (spec 1 section 7). */
export const SEARCH_CALLS: LegacyCall[] = [
  call("GET", "site", "em/getAllSubjectByStream", "1 §7", "Subjects of a stream.", planned(4)),
  call("POST", "site", "loadDashboardData", "1 §7", "Teacher search with filters.", planned(4)),
  call("POST", "site", "saveStudentsInterest", "1 §7", "Record a subject interest.", planned(4)),
  call("POST", "site", "setLikeDislike", "1 §7", "Like or follow a teacher.", planned(4)),
];
