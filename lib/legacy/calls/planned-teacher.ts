import { plannedCalls } from "../define";

/** Teacher KYC, leave, resume, training and buddy batches (specs 2 and 3): issue 24. */
export const PLANNED_TEACHER_CALLS = [
  ...plannedCalls(24, "2 §7", [
    ["POST", "site", "save-buddy", "A buddy lead (responseCode, data.paymentUrl, errors)."],
    ["POST", "site", "st/create-buddy-batch", "A buddy batch (capacity, contract_id)."],
  ]),
  ...plannedCalls(24, "3 §7", [
    ["POST", "site", "teacher-training-program", "A training application; 422 with errors."],
  ]),
];
