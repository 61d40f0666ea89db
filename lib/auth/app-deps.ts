import "server-only";
import { getDb } from "@/db";
import { transportsFromEnv } from "../messaging/from-env";
import { createMessenger } from "../messaging/messenger";
import { databaseRateLimiter, redisRateLimiter } from "../ratelimit/limiter";
import type { AuthDeps } from "./deps";

const cache = globalThis as unknown as { __authDeps?: Promise<AuthDeps> };

/** The account services' real dependencies: the system clock, configured transports, and limits. */
export function getAuthDeps(): Promise<AuthDeps> {
  cache.__authDeps ??= (async () => {
    const db = await getDb();
    const limiter = process.env.REDIS_URL
      ? await redisRateLimiter(process.env.REDIS_URL)
      : await databaseRateLimiter(db);
    return {
      now: () => new Date(),
      messenger: createMessenger(db, transportsFromEnv(process.env)),
      limiter,
    };
  })();
  return cache.__authDeps;
}
