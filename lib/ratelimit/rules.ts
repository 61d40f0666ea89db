/**
 * Brute-force limits. Each rule is a budget of points per window, kept per key (a destination, an
 * identifier or an IP address). Numbers are generous for people and hard on scripts. Every call
 * spends a point, successful or not: these guard sending (SMS costs money) and lookups.
 */
export const RATE_LIMIT_RULES = {
  /** Codes asked for from one address, any destination (the per-destination limits are step-ups). */
  otpSendPerIp: { points: 30, durationS: 60 * 60 },
  /** "Is this e-mail free?" answers whether an account exists: keep it from being a lookup service. */
  emailCheckPerIp: { points: 30, durationS: 15 * 60 },
  /** Anonymous writes (interests, leads): enough for a person, not for a flood. */
  anonymousWritePerIp: { points: 30, durationS: 15 * 60 },
  /** Chat messages per account (issue 19): a fast typist, never a flood. */
  chatSendPerAccount: { points: 30, durationS: 60 },
  /** Public votes (issue 21): vote codes asked per client address, per number, per entry. */
  voteOtpPerIp: { points: 20, durationS: 60 * 60 },
  voteOtpPerNumber: { points: 10, durationS: 60 * 60 },
  voteOtpPerEntry: { points: 600, durationS: 60 * 60 },
  /** Vote codes tried per client address (a wrong code also burns the code after 5 tries). */
  voteVerifyPerIp: { points: 60, durationS: 15 * 60 },
  /** Contest entries and streaming sign-ups per client address (anonymous multipart uploads). */
  contestEntryPerIp: { points: 10, durationS: 60 * 60 },
  /** Community comments per account (issue 20): a lively thread, never 200 a minute. */
  communityCommentPerAccount: { points: 20, durationS: 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMIT_RULES;

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please try again after some time.";

/**
 * A budget of failed logins (a wrong password, a wrong or dead code); successes never count. The
 * first `free` failures cost nothing; from the `free`-th on, each failure makes the next attempt wait
 * a cooldown that doubles from `firstWaitS` up to `maxWaitS` (a step-up, never a hard lock). Counts
 * are forgotten `forgetAfterS` after the first failure.
 */
export interface FailureBudget {
  free: number;
  firstWaitS: number;
  maxWaitS: number;
  forgetAfterS: number;
}

/** One client (IP address) guessing one account: the budget a person mistyping meets. */
const perClient: FailureBudget = {
  free: 5,
  firstWaitS: 30,
  maxWaitS: 15 * 60,
  forgetAfterS: 24 * 60 * 60,
};
/** One address across accounts (one password tried on many accounts; a school's shared address). */
const perIp: FailureBudget = { free: 50, firstWaitS: 30, maxWaitS: 15 * 60, forgetAfterS: 60 * 60 };
/**
 * One account from every address: only slows a guesser with many addresses down; since a stranger
 * can spend it, it never makes the owner wait more than a minute.
 */
const perIdentifier: FailureBudget = {
  free: 100,
  firstWaitS: 5,
  maxWaitS: 60,
  forgetAfterS: 60 * 60,
};
/**
 * Wrong codes for one destination from every address (issue 43.4). No wrong guess kills a live code
 * any more (only OTP_MAX_ATTEMPTS, far beyond), so this budget is what bounds a distributed guesser:
 * at most about 35 guesses an hour per destination (20, then one after 30 s, 1, 2, 4 min and one
 * every 5 min), a chance of about 1 in 28,000 an hour at a six-digit code. One address alone never
 * reaches it (its own budget allows about 11 failures an hour), so only many addresses together can
 * make the owner wait, and then 5 minutes at most, with the wait shown.
 */
const otpPerDestination: FailureBudget = {
  free: 20,
  firstWaitS: 30,
  maxWaitS: 5 * 60,
  forgetAfterS: 60 * 60,
};

/** The failure budgets of logins by password and by one-time code, kept apart. */
export const FAILURE_RULES = {
  passwordFailuresPerClient: perClient,
  passwordFailuresPerIp: perIp,
  passwordFailuresPerIdentifier: perIdentifier,
  otpFailuresPerClient: perClient,
  otpFailuresPerIp: perIp,
  otpFailuresPerIdentifier: otpPerDestination,
  /**
   * Codes sent to one destination: every send counts (they cost money and reach someone's phone).
   * Per destination and client, 5 then a wait from 1 minute doubling up to an hour: the asker's own
   * doing. Per destination from every client, 10 then 1 minute doubling up to 10 minutes: the most
   * strangers can make the owner wait, and each code they trigger reaches the owner's phone and stays
   * good for 10 minutes. At most about 16 messages an hour reach one destination.
   */
  otpSendsPerClient: { free: 5, firstWaitS: 60, maxWaitS: 60 * 60, forgetAfterS: 60 * 60 },
  otpSendsPerDestination: { free: 10, firstWaitS: 60, maxWaitS: 10 * 60, forgetAfterS: 60 * 60 },
} as const satisfies Record<string, FailureBudget>;

export type FailureRule = keyof typeof FAILURE_RULES;

/** The wait after a failure that brought a key's count to `failures` (0: none yet). */
export function cooldownS(budget: FailureBudget, failures: number): number {
  if (failures < budget.free) return 0;
  const doublings = Math.min(failures - budget.free, 30);
  return Math.min(budget.firstWaitS * 2 ** doublings, budget.maxWaitS);
}

/** "2 minutes" / "30 seconds" (seconds under a minute, else whole minutes rounded up). */
function waitText(waitS: number): string {
  const minutes = Math.ceil(waitS / 60);
  return waitS < 60
    ? `${waitS} second${waitS === 1 ? "" : "s"}`
    : `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** "Too many failed attempts. Please try again in 2 minutes." (seconds under a minute). */
export function cooldownMessage(waitS: number): string {
  return `Too many failed attempts. Please try again in ${waitText(waitS)}.`;
}

/** A send of codes cooling down: "Too many OTP requests. Please try again in 2 minutes." */
export function sendCooldownMessage(waitS: number): string {
  return `Too many OTP requests. Please try again in ${waitText(waitS)}.`;
}
