import type { Db } from "@/db/client";
import { rateLimits } from "@/db/schema";
import {
  databaseFailureStore,
  redisFailureStore,
  type BudgetKey,
  type FailureStore,
} from "./failure-store";
import { RateLimitedError, secondsToWait } from "./rate-limited";
import {
  RATE_LIMIT_RULES,
  RATE_LIMITED_MESSAGE,
  type FailureRule,
  type RateLimitRule,
} from "./rules";

/** Brute-force limits over one store (Postgres table rate_limits, or Redis). Keys are case-blind. */
export interface RateLimiter {
  /** Spends one point of a rule for a key; throws 429 (the same message for every rule) when spent. */
  consume(rule: RateLimitRule, key: string): Promise<void>;
  /** Seconds the key must still wait under a failure rule before its next attempt (0: go ahead). */
  waitS(rule: FailureRule, key: string): Promise<number>;
  /** Counts a failure; from the rule's free failures on, starts the next (longer) cooldown. */
  fail(rule: FailureRule, key: string): Promise<void>;
  /**
   * Spends one failure of every budget at once, before the attempt is checked (presumed failed), so
   * concurrent attempts cannot all pass: answers 0 when spent, or the longest wait (seconds) of a
   * budget cooling down, and then nothing is spent.
   */
  reserve(budgets: readonly BudgetKey[]): Promise<number>;
  /** Gives back a failure `reserve` presumed (the attempt succeeded). */
  refund(rule: FailureRule, key: string): Promise<void>;
  /** Forgets a key's failures and cooldown (it succeeded). */
  forgive(rule: FailureRule, key: string): Promise<void>;
  /** Releases the store's connection (Redis); a no-op for the database store. */
  close(): Promise<void>;
}

/** The part of rate-limiter-flexible's store limiters used here (call budgets only). */
interface Store {
  consume(key: string, points?: number): Promise<unknown>;
}

type MakeStore = (keyPrefix: string, points: number, durationS: number) => Store;

function fromStores(
  make: MakeStore,
  failures: FailureStore,
  close: () => Promise<void> = async () => {},
): RateLimiter {
  const stores = new Map<string, Store>();
  const storeOf = (rule: RateLimitRule): Store => {
    let s = stores.get(rule);
    if (!s) {
      s = make(rule, RATE_LIMIT_RULES[rule].points, RATE_LIMIT_RULES[rule].durationS);
      stores.set(rule, s);
    }
    return s;
  };
  return {
    close,
    async consume(rule, key) {
      try {
        await storeOf(rule).consume(key.toLowerCase());
      } catch (error) {
        // rate-limiter-flexible rejects with a RateLimiterRes (no Error) when the budget is spent.
        if (error instanceof Error) throw error;
        const ms = (error as { msBeforeNext?: number } | null)?.msBeforeNext ?? 0;
        throw new RateLimitedError(RATE_LIMITED_MESSAGE, secondsToWait(ms));
      }
    },
    async waitS(rule, key) {
      const ms = await failures.waitMs([rule, key]);
      return ms > 0 ? secondsToWait(ms) : 0;
    },
    async fail(rule, key) {
      await failures.charge([[rule, key]], false);
    },
    async reserve(budgets) {
      const ms = await failures.charge(budgets, true);
      return ms > 0 ? secondsToWait(ms) : 0;
    },
    refund: (rule, key) => failures.refund([rule, key]),
    forgive: (rule, key) => failures.forget([rule, key]),
  };
}

/** Postgres-backed counters (table rate_limits) through rate-limiter-flexible's Drizzle store. */
export async function databaseRateLimiter(db: Db): Promise<RateLimiter> {
  const { RateLimiterDrizzle } = await import("rate-limiter-flexible");
  return fromStores(
    (keyPrefix, points, duration) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix,
        points,
        duration,
        clearExpiredByTimeout: false,
      }),
    databaseFailureStore(db),
  );
}

/** Redis-backed counters, shared by every app server (REDIS_URL). */
export async function redisRateLimiter(url: string, keyPrefix = "rl:"): Promise<RateLimiter> {
  const [{ RateLimiterRedis }, { default: Redis }] = await Promise.all([
    import("rate-limiter-flexible"),
    import("ioredis"),
  ]);
  const client = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  return fromStores(
    (rule, points, duration) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${keyPrefix}${rule}`,
        points,
        duration,
      }),
    redisFailureStore(client, keyPrefix),
    async () => {
      await client.quit();
    },
  );
}
