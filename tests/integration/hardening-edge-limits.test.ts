import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as requestFreeDemo } from "@/app/(api)/ng-api/v1/requestFreeDemo/route";
import { POST as subscribeLegacy } from "@/app/(api)/subscribe-newsletter/route";
import { subscribeNewsletterAction } from "@/lib/marketing/actions";
import { RATE_LIMIT_RULES } from "@/lib/ratelimit/rules";
import { testAuthDeps, useAsAppAuthDeps } from "../support/auth-deps";
import { freshIp, postJson } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// Issue 43.15: requestFreeDemo stores a lead's contact and the newsletter stores an address; both
// had no rate limit. They now spend the anonymous-write budget per client address (30 in 15 min),
// the legacy calls and the footer form's server action alike, with the usual 429 past it.

const headers = vi.hoisted(() => ({ ip: "203.0.113.1" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": headers.ip }),
}));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  useAsAppAuthDeps(await testAuthDeps(t.db));
});
afterAll(() => t.destroy());

const BUDGET = RATE_LIMIT_RULES.anonymousWritePerIp.points;
let n = 0;
const lead = () => ({
  demo_first_name: "Asha",
  demo_last_name: "Rao",
  demo_email: `lead${++n}@example.com`,
  demo_reg_mobile_num: String(9800000000 + n),
});
const subscriber = () => ({ email: `reader${++n}@example.com` });

describe("the anonymous-write budget on lead and newsletter calls (issue 43.15)", () => {
  it.each([
    ["POST /ng-api/v1/requestFreeDemo", requestFreeDemo, "/ng-api/v1/requestFreeDemo", lead],
    ["POST /subscribe-newsletter", subscribeLegacy, "/subscribe-newsletter", subscriber],
  ])(
    "%s answers 429 with Retry-After past the budget, per client address",
    async (_, handler, path, body) => {
      const ip = freshIp();
      const from = { "x-forwarded-for": ip, origin: "http://localhost", host: "localhost" };
      for (let i = 0; i < BUDGET; i++) {
        expect((await postJson(handler, path, body(), from)).status).toBe(200);
      }
      const refused = await postJson(handler, path, body(), from);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: "error", responseCode: 429 });
      // Another client is not held back.
      const other = { ...from, "x-forwarded-for": freshIp() };
      expect((await postJson(handler, path, body(), other)).status).toBe(200);
    },
  );

  it("the footer form's server action spends the same budget and answers 429", async () => {
    headers.ip = freshIp();
    for (let i = 0; i < BUDGET; i++) {
      expect(await subscribeNewsletterAction(subscriber())).toMatchObject({ ok: true });
    }
    expect(await subscribeNewsletterAction(subscriber())).toMatchObject({
      ok: false,
      status: 429,
    });
  });
});
