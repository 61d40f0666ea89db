/**
 * spec 3's `random_score` of verify-otp-for-register: above 0 sends the client to
 * /thank_you_random after signup, 0 to the dashboard. The spec does not show how the old server
 * scored, so the rule is ours, an even A/B split of new accounts that is stable per account:
 *
 * - every account has a bucket 0–99, a fixed integer hash (murmur3's finaliser) of its id, so the
 *   same account always gets the same bucket and consecutive ids spread evenly;
 * - a new account whose bucket is below THANK_YOU_RANDOM_PERCENT scores bucket + 1 (1 to 50);
 *   any other new account, and an existing account logging in again, scores 0.
 */

/** Percentage of new sign-ups sent to /thank_you_random. */
export const THANK_YOU_RANDOM_PERCENT = 50;

/** The account's bucket, 0–99: the same id always gives the same bucket. */
export function signupBucket(userId: number): number {
  let h = userId >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % 100;
}

/** random_score for an account after signup verification (`isNew`: the account was just made). */
export function randomScore(userId: number, isNew: boolean): number {
  if (!isNew) return 0;
  const bucket = signupBucket(userId);
  return bucket < THANK_YOU_RANDOM_PERCENT ? bucket + 1 : 0;
}
