import type { Db } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { tooManyRequests } from "../errors";
import { RATE_LIMIT_RULES, RATE_LIMITED_MESSAGE, type RateLimitRule } from "./rules";

/** Spends one point of a rule for a key; throws 429 (the same message for every rule) when spent. */
export interface RateLimiter {
  consume(rule: RateLimitRule, key: string): Promise<void>;
  /** Releases the store's connection (Redis); a no-op for the database store. */
  close(): Promise<void>;
}

type Consumer = { consume(key: string, points?: number): Promise<unknown> };

function fromConsumers(
  make: (rule: RateLimitRule) => Consumer,
  close: () => Promise<void> = async () => {},
): RateLimiter {
  const consumers = new Map<RateLimitRule, Consumer>();
  return {
    close,
    async consume(rule, key) {
      let c = consumers.get(rule);
      if (!c) consumers.set(rule, (c = make(rule)));
      try {
        await c.consume(key.toLowerCase());
      } catch (error) {
        // rate-limiter-flexible rejects with a RateLimiterRes (no Error) when the budget is spent.
        if (error instanceof Error) throw error;
        throw tooManyRequests(RATE_LIMITED_MESSAGE);
      }
    },
  };
}

/** Postgres-backed counters (table rate_limits) through rate-limiter-flexible's Drizzle store. */
export async function databaseRateLimiter(db: Db): Promise<RateLimiter> {
  const { RateLimiterDrizzle } = await import("rate-limiter-flexible");
  return fromConsumers(
    (rule) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: rule,
        points: RATE_LIMIT_RULES[rule].points,
        duration: RATE_LIMIT_RULES[rule].durationS,
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
  return fromConsumers(
    (rule) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${keyPrefix}${rule}`,
        points: RATE_LIMIT_RULES[rule].points,
        duration: RATE_LIMIT_RULES[rule].durationS,
      }),
    async () => {
      await client.quit();
    },
  );
}
