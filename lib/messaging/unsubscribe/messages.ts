/** The words of the unsubscribe page and call (spec 3 §5 where the spec has them). */
export const UNSUBSCRIBE_MESSAGES = {
  selectReason: "Please Select a Reason",
  badLink: "This unsubscribe link is not valid. Please use the link from your message.",
  notThisContact: "This link is for another address.",
  done: "You have been unsubscribed. You will get no more offers or digests from us; class messages and sign-in codes still come.",
  footer: "Don't want these messages? Unsubscribe:",
} as const;

/** The reasons the page offers (the key is what the call stores). */
export const UNSUBSCRIBE_REASONS = [
  { value: "too_many", label: "I get too many messages" },
  { value: "not_relevant", label: "The messages are not relevant to me" },
  { value: "never_signed_up", label: "I never signed up for these" },
  { value: "stopped_classes", label: "My child no longer takes classes" },
  { value: "other", label: "Another reason" },
] as const;

export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number]["value"];
