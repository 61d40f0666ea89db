import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@/db/schema";
import type { JobQueue } from "@/lib/jobs/types";
import { databaseRateLimiter } from "@/lib/ratelimit/limiter";
import {
  FAILURE_RULES,
  RATE_LIMIT_RULES,
  type FailureRule,
  type RateLimitRule,
} from "@/lib/ratelimit/rules";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { createTestQueue } from "../support/test-queue";

// Issue 43.16 (rate_limits never swept: 413 rows after the attack). Every row the limiter writes,
// call budgets (rate-limiter-flexible's store) and failure budgets with their cooldowns alike,
// carries an expiry, and the scheduled prune-rate-limits job deletes it once that has passed: the
// rows an attack leaves stay while their windows are open (they still limit) and are all gone
// after the longest window. Run through the queue as the app schedules it (every 10 minutes).

const MINUTE = 60_000;
/** The longest window of any budget: nothing may outlive it (plus the sweep's own period). */
const LONGEST_MS =
  Math.max(
    ...Object.values(RATE_LIMIT_RULES).map((r) => r.durationS),
    ...Object.values(FAILURE_RULES).flatMap((r) => [r.forgetAfterS, r.maxWaitS]),
  ) * 1000;

let t: TestDatabase;
let queue: JobQueue;
let clock = new Date();
beforeAll(async () => {
  t = await createTestDatabase();
  queue = await createTestQueue(t, { now: () => clock });
});
afterAll(async () => {
  await queue.stop();
  await t.destroy();
});

const rows = async () => (await t.db.select({ n: count() }).from(rateLimits))[0]!.n;
const sweep = async (at: Date) => {
  clock = at;
  await queue.send("prune-rate-limits", {});
  expect(await queue.drain()).toEqual({ completed: 1, failed: 0 });
};

describe("the rate-limit sweep (issue 43.16)", () => {
  it("keeps the counters an attack leaves while they limit, and deletes every one after", async () => {
    const limiter = await databaseRateLimiter(t.db);
    const started = Date.now();
    for (let client = 0; client < 2; client++) {
      const ip = `198.51.100.${client}`;
      for (const rule of Object.keys(RATE_LIMIT_RULES) as RateLimitRule[]) {
        await limiter.consume(rule, ip).catch(() => undefined);
      }
      for (const rule of Object.keys(FAILURE_RULES) as FailureRule[]) {
        // A count row per key, and past the free failures (5 for one client) a cooldown row.
        const failures = Math.min(FAILURE_RULES[rule].free, 5) + 1;
        for (let i = 0; i < failures; i++) await limiter.fail(rule, `${ip}|x`);
      }
    }
    const left = await rows();
    expect(left).toBeGreaterThan(2 * Object.keys(RATE_LIMIT_RULES).length);
    expect((await t.db.select().from(rateLimits)).some((r) => r.key.endsWith("#wait"))).toBe(true);
    expect((await t.db.select().from(rateLimits)).filter((r) => r.expire === null)).toEqual([]);

    await sweep(new Date(started));
    expect(await rows()).toBe(left);
    // The shortest window (chat: 60 s) has passed: its rows go, the rest stay.
    await sweep(new Date(started + 2 * MINUTE));
    expect(await rows()).toBeLessThan(left);
    expect(await rows()).toBeGreaterThan(0);
    await sweep(new Date(Date.now() + LONGEST_MS + MINUTE));
    expect(await rows()).toBe(0);
  });
});
