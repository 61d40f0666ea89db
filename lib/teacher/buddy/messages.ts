// Client-safe: the buddy batch form shows these too. The 5 is MAX_BUDDY_CAPACITY (db/schema/teacher).
/** Spec 2 section 5's messages, and the client's answers to true / false. */
export const BUDDY_MESSAGES = {
  capacityRequired: "Capacity is mandatory.",
  capacityTooBig: "Capacity should not be more than 5.",
  capacityTooSmall: "Capacity should be at least 1.",
  contractRequired: "Contract is mandatory.",
  contractNotFound: "This contract was not found.",
  notYourContract: "This contract is not yours.",
  duplicate: "Duplicate Entry",
  saved: "Saved Successfully.",
} as const;
