import {
  loadDashboardDataRequest,
  loadDashboardDataResponse,
  saveStudentsInterestRequest,
  saveStudentsInterestResponse,
  setLikeDislikeRequest,
  setLikeDislikeResponse,
  subjectsByStreamRequest,
  subjectsByStreamResponse,
} from "../../catalog/search/legacy-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Teacher search and reactions (spec 1 section 7); services in lib/catalog/search. */
export const SEARCH_CALLS: LegacyCall[] = [
  call("GET", "site", "em/getAllSubjectByStream", "1 §7", "Subjects of a stream (404 unknown).", {
    handler: "app/(api)/em/getAllSubjectByStream/route.ts",
    request: subjectsByStreamRequest,
    response: subjectsByStreamResponse,
  }),
  call(
    "POST",
    "site",
    "loadDashboardData",
    "1 §7",
    "Teacher search with filters, as query parameters (or the same names in the body); 12 per page.",
    {
      handler: "app/(api)/loadDashboardData/route.ts",
      request: loadDashboardDataRequest,
      response: loadDashboardDataResponse,
    },
  ),
  call(
    "POST",
    "site",
    "saveStudentsInterest",
    "1 §7",
    "Record a subject interest (query or body; anonymous allowed).",
    {
      handler: "app/(api)/saveStudentsInterest/route.ts",
      request: saveStudentsInterestRequest,
      response: saveStudentsInterestResponse,
    },
  ),
  call(
    "POST",
    "site",
    "setLikeDislike",
    "1 §7",
    "A student likes or follows a teacher (query or body; 401/403 without a student session, 404 unknown teacher).",
    {
      handler: "app/(api)/setLikeDislike/route.ts",
      request: setLikeDislikeRequest,
      response: setLikeDislikeResponse,
    },
  ),
];
