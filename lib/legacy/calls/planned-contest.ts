import { plannedCalls } from "../define";

/** Talent hunt, public voting, streaming posts and campaign media (specs 1, 2, 3): issue 21. */
export const PLANNED_CONTEST_CALLS = [
  ...plannedCalls(21, "1 §7", [
    ["POST", "site", "api/set-campaign-rating", "A teacher rates a campaign entry {cid, rating}."],
    ["POST", "site", "save-campaign-media", "Campaign media (multipart)."],
    ["POST", "site", "talent-hunt-registration", "A talent-hunt entry (multipart)."],
    ["POST", "site", "sendOTPForPublicVoting", "OTP for a public vote {cust_id, entry_id}."],
    ["POST", "site", "verifyOTPAndSavePublicVoting", "Cast a public vote with the OTP."],
  ]),
  ...plannedCalls(21, "2 §7", [
    ["POST", "site", "event-strem-registration", "Register for a streaming event (multipart)."],
    ["POST", "site", "save-streaming-post", "A streaming post (multipart)."],
  ]),
  ...plannedCalls(21, "3 §7", [
    [
      "POST",
      "site",
      "get-streaming-active-subjects",
      "Streaming subjects (student_info, subjects).",
    ],
  ]),
];
