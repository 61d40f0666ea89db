import type { Db } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { RateLimitedError, secondsToWait } from "./rate-limited";
import {
  cooldownS,
  FAILURE_RULES,
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
  /** Forgets a key's failures and cooldown (it succeeded). */
  forgive(rule: FailureRule, key: string): Promise<void>;
  /** Releases the store's connection (Redis); a no-op for the database store. */
  close(): Promise<void>;
}

/** The part of rate-limiter-flexible's store limiters used here. */
interface Store {
  consume(key: string, points?: number): Promise<unknown>;
  get(key: string): Promise<{ msBeforeNext: number } | null>;
  penalty(key: string, points?: number): Promise<{ consumedPoints: number }>;
  block(key: string, secDuration: number): Promise<unknown>;
  delete(key: string): Promise<boolean>;
}

type MakeStore = (keyPrefix: string, points: number, durationS: number) => Store;

/** A failure counter never refuses by itself; its cooldown key (same store) does. */
const COUNTER_POINTS = 1_000_000;
const cooldownKey = (key: string) => `${key}#wait`;

function fromStores(make: MakeStore, close: () => Promise<void> = async () => {}): RateLimiter {
  const stores = new Map<string, Store>();
  const storeOf = (rule: RateLimitRule | FailureRule): Store => {
    let s = stores.get(rule);
    if (!s) {
      s =
        rule in FAILURE_RULES
          ? make(rule, COUNTER_POINTS, FAILURE_RULES[rule as FailureRule].forgetAfterS)
          : make(
              rule,
              RATE_LIMIT_RULES[rule as RateLimitRule].points,
              RATE_LIMIT_RULES[rule as RateLimitRule].durationS,
            );
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
      const res = await storeOf(rule).get(cooldownKey(key.toLowerCase()));
      return res && res.msBeforeNext > 0 ? secondsToWait(res.msBeforeNext) : 0;
    },
    async fail(rule, key) {
      const store = storeOf(rule);
      const k = key.toLowerCase();
      const { consumedPoints } = await store.penalty(k, 1);
      const wait = cooldownS(FAILURE_RULES[rule], consumedPoints);
      if (wait > 0) await store.block(cooldownKey(k), wait);
    },
    async forgive(rule, key) {
      const store = storeOf(rule);
      const k = key.toLowerCase();
      await Promise.all([store.delete(k), store.delete(cooldownKey(k))]);
    },
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
    async () => {
      await client.quit();
    },
  );
}
