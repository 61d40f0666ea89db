import { plannedCalls } from "../define";

/** Buddy batches (spec 2): issue 24, not built yet. */
export const PLANNED_TEACHER_CALLS = [
  ...plannedCalls(24, "2 §7", [
    ["POST", "site", "save-buddy", "A buddy lead (responseCode, data.paymentUrl, errors)."],
  ]),
];
