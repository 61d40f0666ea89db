/**
 * Brute-force limits. Each rule is a budget of points per window, kept per key (a destination, an
 * identifier or an IP address). Numbers are generous for people and hard on scripts.
 */
export const RATE_LIMIT_RULES = {
  otpSendPerDestination: { points: 5, durationS: 60 * 60 },
  otpSendPerIp: { points: 30, durationS: 60 * 60 },
  otpVerifyPerDestination: { points: 10, durationS: 15 * 60 },
  otpVerifyPerIp: { points: 60, durationS: 15 * 60 },
  passwordLoginPerIdentifier: { points: 10, durationS: 15 * 60 },
  passwordLoginPerIp: { points: 60, durationS: 15 * 60 },
  /** "Is this e-mail free?" answers whether an account exists: keep it from being a lookup service. */
  emailCheckPerIp: { points: 30, durationS: 15 * 60 },
  /** Anonymous writes (interests, leads): enough for a person, not for a flood. */
  anonymousWritePerIp: { points: 30, durationS: 15 * 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMIT_RULES;

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please try again after some time.";
