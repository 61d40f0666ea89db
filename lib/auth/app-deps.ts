import "server-only";
import { getDb } from "@/db";
import { now } from "../clock";
import { transportsFromEnv } from "../messaging/from-env";
import { createMessenger } from "../messaging/messenger";
import { databaseRateLimiter, redisRateLimiter } from "../ratelimit/limiter";
import type { AuthDeps } from "./deps";

const cache = globalThis as unknown as { __authDeps?: Promise<AuthDeps> };

/**
 * The account services' real dependencies (a composition root): the server's clock (lib/clock, so
 * the end-to-end tests can move it), configured transports, and limits.
 */
export function getAuthDeps(): Promise<AuthDeps> {
  cache.__authDeps ??= (async () => {
    const db = await getDb();
    const limiter = process.env.REDIS_URL
      ? await redisRateLimiter(process.env.REDIS_URL)
      : await databaseRateLimiter(db);
    return {
      now: () => now(),
      messenger: createMessenger(db, transportsFromEnv(process.env)),
      limiter,
    };
  })();
  return cache.__authDeps;
}
