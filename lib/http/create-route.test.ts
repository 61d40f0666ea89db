import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { conflict } from "../errors";
import type { SessionUser } from "../auth/session-user";
import { takeConsoleErrors } from "@/tests/support/console-errors";
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
    expect(takeConsoleErrors()).toEqual(["Unhandled error in route handler secret internals"]);
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
