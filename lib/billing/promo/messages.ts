/** The invalid-promocode notice (spec 1 §8) and the reasons shown after it. */
export const INVALID_PROMOCODE = "Invalid Promocode";

export const PROMO_REASONS = {
  not_found: "This code does not exist.",
  inactive: "This code is no longer active.",
  not_started: "This code is not valid yet.",
  expired: "This code has expired.",
  used_up: "This code has been used the maximum number of times.",
  already_used: "You have already used this code.",
  wrong_course: "This code is not valid for this course.",
  wrong_currency: "This code is not valid for this currency.",
} as const;

export type PromoReason = keyof typeof PROMO_REASONS;

export const PROMO_APPLIED = "Promocode applied successfully.";

/** "Invalid Promocode: This code has expired." */
export function invalidPromoMessage(reason: PromoReason): string {
  return `${INVALID_PROMOCODE}: ${PROMO_REASONS[reason]}`;
}
