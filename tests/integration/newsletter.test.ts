import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as subscribeLegacy } from "@/app/(api)/subscribe-newsletter/route";
import { newsletterSubscriptions } from "@/db/schema";
import { createAction } from "@/lib/actions/create-action";
import { newsletterSchema, INVALID_EMAIL_MESSAGE } from "@/lib/marketing/schemas";
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  SUBSCRIBED_MESSAGE,
  subscribeNewsletter,
} from "@/lib/marketing/subscribe-newsletter";
import { newsletterResponse } from "@/lib/marketing/legacy";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
});
afterAll(() => t.destroy());

const rows = async () => (await t.db.select({ n: count() }).from(newsletterSubscriptions))[0]!.n;

// The same service behind the wrapper, with the session resolved to an anonymous visitor.
const subscribeAction = createAction({ getDb: async () => t.db, getUser: async () => null })(
  { schema: newsletterSchema, access: "public" },
  (input, { db }) => subscribeNewsletter(db, input),
);

describe("newsletter subscription (server action)", () => {
  it("subscribes once and treats a repeat, in any case, as already subscribed", async () => {
    const before = await rows();
    expect(await subscribeAction({ email: "  Parent@Example.com " })).toEqual({
      ok: true,
      data: { alreadySubscribed: false, message: SUBSCRIBED_MESSAGE },
    });
    expect(await subscribeAction({ email: "parent@example.COM" })).toEqual({
      ok: true,
      data: { alreadySubscribed: true, message: ALREADY_SUBSCRIBED_MESSAGE },
    });
    expect(await rows()).toBe(before + 1);
  });

  it("refuses a bad address with the spec's message and writes nothing", async () => {
    const before = await rows();
    for (const email of ["", "no-at-sign", "a@b", "two words@x.com"]) {
      const result = await subscribeAction({ email });
      expect(result).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { email: [INVALID_EMAIL_MESSAGE] },
      });
    }
    expect(await rows()).toBe(before);
  });
});

describe("POST /subscribe-newsletter (legacy)", () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    subscribeLegacy(
      new Request("http://localhost:3000/subscribe-newsletter", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          host: "localhost:3000",
          origin: "http://localhost:3000",
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    );

  it("subscribes from the site itself", async () => {
    const res = await post({ email: "legacy@example.com" });
    expect(res.status).toBe(200);
    expect(newsletterResponse.parse(await res.json())).toEqual({
      status: "success",
      responseCode: 200,
      message: SUBSCRIBED_MESSAGE,
      already_subscribed: false,
    });
  });

  it("accepts a urlencoded form post too", async () => {
    const res = await subscribeLegacy(
      new Request("http://localhost:3000/subscribe-newsletter", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          host: "localhost:3000",
          origin: "http://localhost:3000",
        },
        body: "email=form%40example.com",
      }),
    );
    expect(res.status).toBe(200);
  });

  it("refuses a cross-site post with 403 and writes nothing", async () => {
    const before = await rows();
    const res = await post({ email: "evil@example.com" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await rows()).toBe(before);
  });

  it("answers 400 with errors.email for a bad address", async () => {
    const res = await post({ email: "nope" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status: "error",
      errors: { email: INVALID_EMAIL_MESSAGE },
    });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await subscribeLegacy(
      new Request("http://localhost:3000/subscribe-newsletter", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          host: "localhost:3000",
          origin: "http://localhost:3000",
        },
        body: "{nope",
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "The request body is not valid JSON." });
  });
});
