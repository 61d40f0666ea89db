import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from "@/lib/ratelimit/limiter";
import { FAILURE_RULES, RATE_LIMIT_RULES, RATE_LIMITED_MESSAGE } from "@/lib/ratelimit/rules";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

async function spend(limiter: RateLimiter, key: string, times: number) {
  const out: (number | "ok")[] = [];
  for (let i = 0; i < times; i++) {
    try {
      await limiter.consume("otpSendPerIp", key);
      out.push("ok");
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.message).toBe(RATE_LIMITED_MESSAGE);
      out.push(error.status);
    }
  }
  return out;
}

const budget = RATE_LIMIT_RULES.otpSendPerIp.points;

// The Redis store runs where a server is named (CI starts one); the database store always runs.
const stores: [string, () => Promise<RateLimiter>][] = [
  ["database", () => databaseRateLimiter(t.db)],
  ...(process.env.TEST_REDIS_URL
    ? [
        [
          "redis",
          () =>
            redisRateLimiter(
              process.env.TEST_REDIS_URL!,
              `rl-test-${randomBytes(4).toString("hex")}:`,
            ),
        ] as [string, () => Promise<RateLimiter>],
      ]
    : []),
];

describe.each(stores)("rate limits in the %s store", (_name, make) => {
  let limiter: RateLimiter;
  beforeAll(async () => {
    limiter = await make();
  });
  afterAll(() => limiter.close());

  it("answers 429 once a key's budget is spent, and only for that key", async () => {
    const statuses = await spend(limiter, "Asha@Example.com", budget + 1);
    expect(statuses.slice(0, budget).every((s) => s === "ok")).toBe(true);
    expect(statuses[budget]).toBe(429);
    expect(await spend(limiter, "someone-else@example.com", 1)).toEqual(["ok"]);
  });

  it("treats a key case-insensitively", async () => {
    await spend(limiter, "MIXED@example.com", budget);
    expect(await spend(limiter, "mixed@EXAMPLE.com", 1)).toEqual([429]);
  });

  it("counts failures only: a cooldown from the free-th failure, forgotten on success", async () => {
    const rule = "otpFailuresPerClient";
    const { free } = FAILURE_RULES[rule];
    const key = `Failing-${randomBytes(3).toString("hex")}|10.0.0.1`;
    for (let i = 0; i < free - 1; i++) await limiter.fail(rule, key);
    expect(await limiter.waitS(rule, key)).toBe(0);
    await limiter.fail(rule, key.toUpperCase());
    expect(await limiter.waitS(rule, key)).toBe(30);
    expect(await limiter.waitS(rule, `${key}-other`)).toBe(0);
    await limiter.forgive(rule, key);
    expect(await limiter.waitS(rule, key)).toBe(0);
    await limiter.fail(rule, key);
    expect(await limiter.waitS(rule, key)).toBe(0);
  });
});
