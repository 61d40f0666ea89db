import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { conflict } from "../errors";
import { log } from "../log/logger";
import type { SessionUser } from "../auth/session-user";
import { loggedLines, takeLoggedErrors } from "@/tests/support/logged-lines";
import { fakeDb, routeFor } from "@/tests/support/route-test-kit";

const teacher: SessionUser = { id: 7, role: "teacher", name: "T", prefix: "em" };

const req = (url: string, init?: RequestInit) => new Request(`http://localhost${url}`, init);

describe("route wrapper", () => {
  it("parses query and body with the schemas and passes the user and db to the handler", async () => {
    const handler = vi.fn(async (ctx: { query: { page: number }; body: { name: string } }) => ({
      got: ctx,
    }));
    const GET = routeFor(teacher)(
      {
        query: z.object({ page: z.coerce.number().int() }),
        body: z.object({ name: z.string() }),
        access: ["teacher"],
      },
      async (ctx) => {
        await handler(ctx);
        return {
          page: ctx.query.page,
          name: ctx.body.name,
          user: ctx.user?.id,
          same: ctx.db === fakeDb,
        };
      },
    );
    const res = await GET(
      req("/x?page=3", {
        method: "POST",
        body: JSON.stringify({ name: "Asha" }),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ page: 3, name: "Asha", user: 7, same: true });
  });

  it("reports every invalid field at once as errors.{field}", async () => {
    const POST = routeFor(null)(
      {
        body: z.object({
          a: z.string().min(1, "A is needed."),
          b: z.number({ error: "B must be a number." }),
        }),
      },
      async () => ({}),
    );
    const res = await POST(
      req("/x", {
        method: "POST",
        body: JSON.stringify({ a: "" }),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status: "error",
      responseCode: 400,
      errors: { a: "A is needed.", b: "B must be a number." },
    });
  });

  it("answers 401 to anonymous callers and 403 to the wrong role, without running the handler", async () => {
    const handler = vi.fn(async () => ({}));
    expect((await routeFor(null)({ access: "user" }, handler)(req("/x"))).status).toBe(401);
    expect((await routeFor(teacher)({ access: ["student"] }, handler)(req("/x"))).status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
  });

  it("maps domain errors to their status and hides unexpected ones behind a 500", async () => {
    const conflicted = routeFor(null)({}, async () => {
      throw conflict("Already booked.", { slot: ["Taken."] });
    });
    const res = await conflicted(req("/x"));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: "Already booked.",
      messageDescription: "Already booked.",
      errors: { slot: "Taken." },
    });

    const crashed = routeFor(null)({}, async () => {
      throw new Error("secret internals");
    });
    const res500 = await crashed(req("/x"));
    expect(res500.status).toBe(500);
    expect(JSON.stringify(await res500.json())).not.toContain("secret internals");
    expect(takeLoggedErrors()).toMatchObject([
      { msg: "Unhandled error in route handler", err: { message: "secret internals" } },
    ]);
  });

  it("puts the caller's well-formed request id in the error body and X-Request-Id", async () => {
    const conflicted = routeFor(null)({}, async () => {
      throw conflict("Already booked.");
    });
    const res = await conflicted(req("/x", { headers: { "x-request-id": "lb-0123456789abcdef" } }));
    expect(res.status).toBe(409);
    expect(res.headers.get("x-request-id")).toBe("lb-0123456789abcdef");
    expect(await res.json()).toMatchObject({ requestId: "lb-0123456789abcdef" });
  });

  it("gives a request without a usable id a new one, the same in the body and the header", async () => {
    const refused = routeFor(null)({ access: "user" }, async () => ({}));
    const cases: Record<string, string>[] = [
      {},
      { "x-request-id": "short" },
      { "x-request-id": "a b;c=1234567" },
    ];
    for (const headers of cases) {
      const res = await refused(req("/x", { headers }));
      expect(res.status).toBe(401);
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(await res.json()).toMatchObject({ status: "error", requestId: id });
    }
  });

  it("sends a call's own error shape with X-Request-Id, its body unchanged", async () => {
    const legacy = routeFor(null)(
      { errorShape: (error) => Response.json({ response: "failed", message: error.message }) },
      async () => {
        throw conflict("Taken.");
      },
    );
    const res = await legacy(req("/x", { headers: { "x-request-id": "lb-0123456789abcdef" } }));
    expect(res.headers.get("x-request-id")).toBe("lb-0123456789abcdef");
    expect(await res.json()).toEqual({ response: "failed", message: "Taken." });
  });

  it("logs an unexpected error once, with its stack, request id, method and path", async () => {
    const crashed = routeFor(null)({}, async () => {
      log.info("about to fail");
      throw new Error("disk on fire");
    });
    const res = await crashed(
      req("/teacher/7?token=abc", {
        method: "POST",
        headers: { "x-request-id": "req-12345678", "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ responseCode: 500, requestId: "req-12345678" });
    // A line the handler wrote carries the request's id too, with no logger handed to it.
    expect(loggedLines.find((l) => l.msg === "about to fail")?.requestId).toBe("req-12345678");
    const [line, ...more] = takeLoggedErrors();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: "error",
      msg: "Unhandled error in route handler",
      requestId: "req-12345678",
      method: "POST",
      path: "/teacher/7",
      err: { type: "Error", message: "disk on fire" },
    });
    expect(line!.err!.stack).toContain("create-route.test.ts");
    expect(JSON.stringify(line)).not.toContain("token=abc");
  });

  it("refuses cross-site posts without Origin or Referer when the policy is strict", async () => {
    const POST = routeFor(null)({ crossSite: "strict" }, async () => ({ ok: true }));
    const ok = await POST(
      req("/x", { method: "POST", headers: { host: "localhost", origin: "http://localhost" } }),
    );
    expect(ok.status).toBe(200);
    const bad = await POST(
      req("/x", { method: "POST", headers: { host: "localhost", origin: "http://evil.example" } }),
    );
    expect(bad.status).toBe(403);
    const none = await POST(req("/x", { method: "POST", headers: { host: "localhost" } }));
    expect(none.status).toBe(403);
  });

  it("refuses a JSON body that is not an object with 400 before the schema sees it (issue 43.12)", async () => {
    // A schema whose refinement reads a field of the body: `null` made it throw a TypeError (a 500).
    const schema = z
      .object({ mobile: z.string() })
      .refine((v: { mobile: string }) => v.mobile.length > 0, { when: () => true });
    const POST = routeFor(null)({ body: schema }, async () => ({ ok: true }));
    for (const body of ["null", "[]", "[1]", "7", '"text"', "true"]) {
      const res = await POST(
        req("/x", { method: "POST", body, headers: { "content-type": "application/json" } }),
      );
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject({
        message: "The request body must be a JSON object.",
      });
    }
  });

  it("takes a bare JSON array only where the call says its legacy clients send one", async () => {
    const schema = z.preprocess(
      (v) => (Array.isArray(v) ? { items: v } : v),
      z.object({ items: z.array(z.number()) }),
    );
    const arrays = routeFor(null)({ body: schema, arrayBody: true }, async ({ body }) => body);
    const ok = await arrays(
      req("/x", { method: "POST", body: "[1,2]", headers: { "content-type": "application/json" } }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ items: [1, 2] });
    const nulls = await arrays(
      req("/x", { method: "POST", body: "null", headers: { "content-type": "application/json" } }),
    );
    expect(nulls.status).toBe(400);
    const objectsOnly = routeFor(null)({ body: schema }, async ({ body }) => body);
    const refused = await objectsOnly(
      req("/x", { method: "POST", body: "[1,2]", headers: { "content-type": "application/json" } }),
    );
    expect(refused.status).toBe(400);
  });

  it("refuses a dynamic segment that does not decode again, or decodes to a NUL (issue 43.12)", async () => {
    const GET = routeFor(null)({}, async ({ params }) => ({
      id: decodeURIComponent(String(params.id)),
    }));
    for (const id of ["%ff", "%", "%00", "a\u0000", ["ok", "%e2%82"]]) {
      const res = await GET(req("/x"), { params: Promise.resolve({ id }) });
      expect(res.status, JSON.stringify(id)).toBe(400);
      expect(await res.json()).toMatchObject({ message: "The address is not valid." });
    }
    const ok = await GET(req("/x"), { params: Promise.resolve({ id: "MTI%3D" }) });
    expect(await ok.json()).toEqual({ id: "MTI=" });
  });

  it("logs a token path's token censored (issue 43.15)", async () => {
    const GET = routeFor(null)({}, async () => {
      throw new Error("feed failed");
    });
    expect((await GET(req("/calendar/feed/s3cret-feed-token.ics"))).status).toBe(500);
    const [line] = takeLoggedErrors();
    expect(line).toMatchObject({ path: "/calendar/feed/[REDACTED]" });
    expect(JSON.stringify(line)).not.toContain("s3cret");
  });

  it("passes Next's dynamic params through", async () => {
    const GET = routeFor(null)({}, async ({ params }) => ({ params }));
    const res = await GET(req("/x"), { params: Promise.resolve({ slug: "guitar" }) });
    expect(await res.json()).toEqual({ params: { slug: "guitar" } });
  });

  it("reads the clock once per request and hands that instant to the handler", async () => {
    const ticks = [new Date("2030-01-01T10:00:00Z"), new Date("2030-01-01T10:05:00Z")];
    const clock = vi.fn(() => ticks.shift()!);
    const GET = routeFor(
      null,
      async () => {},
      clock,
    )({}, async ({ now }) => ({
      now: now.toISOString(),
    }));
    expect(await (await GET(req("/x"))).json()).toEqual({ now: "2030-01-01T10:00:00.000Z" });
    expect(clock).toHaveBeenCalledTimes(1);
    expect(await (await GET(req("/x"))).json()).toEqual({ now: "2030-01-01T10:05:00.000Z" });
  });
});
