import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { POST as passwordLogin } from "@/app/(api)/ng-api/v1/passwordLogin/route";
import { withinLoginBudget } from "@/lib/auth/login-budget";
import { hashPassword } from "@/lib/auth/password";
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from "@/lib/ratelimit/limiter";
import { RateLimitedError } from "@/lib/ratelimit/rate-limited";
import { FAILURE_RULES } from "@/lib/ratelimit/rules";
import { makeUser } from "../support/factories";
import { accountsTestContext, callV1, freshIp } from "../support/legacy-client";

// Issue 43, finding 9: 66 of 100 simultaneous wrong passwords from one client were checked (the
// budget is 5, then 30 s): every attempt read "no cooldown" before any of them counted a failure.
// The budget is now spent atomically before the password is checked.

const ctx = accountsTestContext();

const BURST = 100;
const { free } = FAILURE_RULES.passwordFailuresPerClient;

describe("a burst of wrong passwords from one client", () => {
  it("has exactly the free budget evaluated; the rest are 429 before any check", async () => {
    await makeUser(ctx.db, {
      role: "student",
      email: "burst@example.com",
      passwordHash: await hashPassword("Right#123"),
    });
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        callV1(
          passwordLogin,
          "passwordLogin",
          { engagement_id: 9, cust_id: "burst@example.com", cust_password: `wrong-${i}` },
          { ip },
        ),
      ),
    );
    const evaluated = answers.filter((a) => a.status === 200);
    expect(evaluated.every((a) => a.body.login === "failed")).toBe(true);
    expect(evaluated).toHaveLength(free);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(BURST - free);
    // The burst spent the budget: the right password from that client now waits too.
    const right = await callV1(
      passwordLogin,
      "passwordLogin",
      { engagement_id: 9, cust_id: "burst@example.com", cust_password: "Right#123" },
      { ip },
    );
    expect(right.status).toBe(429);
  });
});

// Each store: a burst of attempts that all fail is evaluated `free` times; a success refunds.
// Both limiters of one test share the store's key prefix (two app servers on one Redis).
const run = `rl-burst-${randomBytes(4).toString("hex")}:`;
const stores: [string, () => Promise<RateLimiter>][] = [
  ["database", () => databaseRateLimiter(ctx.db)],
  ...(process.env.TEST_REDIS_URL
    ? [
        ["redis", () => redisRateLimiter(process.env.TEST_REDIS_URL!, run)] as [
          string,
          () => Promise<RateLimiter>,
        ],
      ]
    : []),
];

describe.each(stores)("the failure budgets in the %s store", (_name, make) => {
  const limiters: RateLimiter[] = [];
  afterAll(() => Promise.all(limiters.map((l) => l.close())));
  const limiter = async () => {
    const l = await make();
    limiters.push(l);
    return l;
  };

  async function burst(l: RateLimiter, identifier: string, ip: string, succeed = false) {
    let evaluated = 0;
    const outcomes = await Promise.all(
      Array.from({ length: BURST }, () =>
        withinLoginBudget(
          l,
          { kind: "password", identifier, ip },
          async () => {
            evaluated++;
            // Let the other attempts run while this one is being checked.
            await new Promise((resolve) => setImmediate(resolve));
            return { ok: succeed };
          },
          (r) => r.ok,
        ).catch((error: unknown) => {
          if (error instanceof RateLimitedError) return "limited" as const;
          throw error;
        }),
      ),
    );
    return { evaluated, limited: outcomes.filter((o) => o === "limited").length };
  }

  it("evaluates exactly the free failures of a concurrent burst", async () => {
    const l = await limiter();
    const id = `burst-${randomBytes(3).toString("hex")}@example.com`;
    expect(await burst(l, id, freshIp())).toEqual({ evaluated: free, limited: BURST - free });
  });

  it("two limiters (two app servers) on one store share the budget", async () => {
    const [a, b] = [await limiter(), await limiter()];
    const id = `pair-${randomBytes(3).toString("hex")}@example.com`;
    const ip = freshIp();
    const [x, y] = await Promise.all([burst(a, id, ip), burst(b, id, ip)]);
    expect(x.evaluated + y.evaluated).toBe(free);
  });

  it("a success costs nothing: the next failures still have the whole budget", async () => {
    const l = await limiter();
    const id = `owner-${randomBytes(3).toString("hex")}@example.com`;
    const ip = freshIp();
    const fails = async () => ({ ok: false });
    const succeeds = async () => ({ ok: true });
    for (let i = 0; i < free - 1; i++)
      await withinLoginBudget(l, { kind: "password", identifier: id, ip }, fails, (r) => r.ok);
    await withinLoginBudget(l, { kind: "password", identifier: id, ip }, succeeds, (r) => r.ok);
    let tried = 0;
    for (let i = 0; i < free + 1; i++) {
      await withinLoginBudget(l, { kind: "password", identifier: id, ip }, fails, (r) => r.ok)
        .then(() => tried++)
        .catch((error: unknown) => {
          if (!(error instanceof RateLimitedError)) throw error;
        });
    }
    expect(tried).toBe(free);
    // The identifier's and the address's counts were refunded for the success.
    expect(await l.waitS("passwordFailuresPerIdentifier", id)).toBe(0);
  });
});
