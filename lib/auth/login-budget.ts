import type { RateLimiter } from "../ratelimit/limiter";
import { RateLimitedError } from "../ratelimit/rate-limited";
import { cooldownMessage, type FailureRule } from "../ratelimit/rules";

/** One login attempt, as the failure budgets see it. */
export interface LoginAttempt {
  kind: "password" | "otp";
  /** The normalised identifier (destination) the attempt is for, existing or not. */
  identifier: string;
  ip: string;
}

/** The budgets an attempt is kept in: this client for this identifier, this address, this identifier. */
function budgetsOf({ kind, identifier, ip }: LoginAttempt): [FailureRule, string][] {
  return [
    [`${kind}FailuresPerClient`, `${identifier}|${ip}`],
    [`${kind}FailuresPerIp`, ip],
    [`${kind}FailuresPerIdentifier`, identifier],
  ];
}

/**
 * Runs one login attempt within the failure budgets (FAILURE_RULES in lib/ratelimit/rules.ts). While
 * any of them cools down the attempt is refused (429, with the wait in the message and as
 * `retryAfterS`) before anything is checked. A failure counts in all three; a success costs nothing
 * and forgets this client's failures for this identifier. So a stranger guessing from another
 * address can slow the owner down a little, never lock them out. Unknown identifiers count alike,
 * so a 429 tells nothing about which accounts exist.
 */
export async function withinLoginBudget<T>(
  limiter: RateLimiter,
  attempt: LoginAttempt,
  run: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const budgets = budgetsOf(attempt);
  const waits = await Promise.all(budgets.map(([rule, key]) => limiter.waitS(rule, key)));
  const wait = Math.max(...waits);
  if (wait > 0) throw new RateLimitedError(cooldownMessage(wait), wait);
  const result = await run();
  if (succeeded(result)) {
    const [rule, key] = budgets[0]!;
    await limiter.forgive(rule, key);
  } else {
    await Promise.all(budgets.map(([rule, key]) => limiter.fail(rule, key)));
  }
  return result;
}
