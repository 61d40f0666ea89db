import type { RateLimiter } from "../ratelimit/limiter";
import { RateLimitedError } from "../ratelimit/rate-limited";
import type { BudgetKey } from "../ratelimit/failure-store";
import { cooldownMessage } from "../ratelimit/rules";

/** One login attempt, as the failure budgets see it. */
export interface LoginAttempt {
  kind: "password" | "otp";
  /** The normalised identifier (destination) the attempt is for, existing or not. */
  identifier: string;
  ip: string;
}

/** The budgets an attempt is kept in: this client for this identifier, this address, this identifier. */
function budgetsOf({ kind, identifier, ip }: LoginAttempt): [BudgetKey, BudgetKey, BudgetKey] {
  return [
    [`${kind}FailuresPerClient`, `${identifier}|${ip}`],
    [`${kind}FailuresPerIp`, ip],
    [`${kind}FailuresPerIdentifier`, identifier],
  ];
}

/**
 * Runs one login attempt within the failure budgets (FAILURE_RULES in lib/ratelimit/rules.ts). The
 * attempt spends one failure of all three at once, atomically, before anything is checked (it is
 * presumed to fail), so a burst of concurrent attempts gets exactly the free budget evaluated and the
 * rest are refused; while any budget cools down the attempt is refused (429, with the wait in the
 * message and as `retryAfterS`) and spends nothing. A success gives its presumed failure back and
 * forgets this client's failures for this identifier. So a stranger guessing from another address
 * can slow the owner down a little, never lock them out. Unknown identifiers count alike, so a 429
 * tells nothing about which accounts exist. An attempt that throws keeps its failure counted.
 */
export async function withinLoginBudget<T>(
  limiter: RateLimiter,
  attempt: LoginAttempt,
  run: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const budgets = budgetsOf(attempt);
  const wait = await limiter.reserve(budgets);
  if (wait > 0) throw new RateLimitedError(cooldownMessage(wait), wait);
  const result = await run();
  if (succeeded(result)) {
    const [[rule, key], ...others] = budgets;
    await Promise.all([
      limiter.forgive(rule, key),
      ...others.map(([r, k]) => limiter.refund(r, k)),
    ]);
  }
  return result;
}
