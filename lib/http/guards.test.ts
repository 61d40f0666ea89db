import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { SessionUser } from "../auth/session-user";
import { tooManyRequests } from "../errors";
import { routeFor } from "@/tests/support/route-test-kit";
import { HTTP_MESSAGES } from "./messages";

// The guards every route gets from the wrapper (issue 12): each test is a finding of the security
// review that answered 500, crashed or let a cross-site request through before.

const student: SessionUser = { id: 9, role: "student", name: "S", prefix: "st" };

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

/** A body that streams `chunks` pieces of `size` bytes and counts how many were pulled. */
function countingStream(chunks: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= chunks) return controller.close();
        seen.pulled++;
        controller.enqueue(new Uint8Array(size).fill(32));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const echo = routeFor(student)(
  { body: z.object({ name: z.string() }).partial() },
  async ({ body }) => ({ body }),
);

describe("body size", () => {
  it("refuses a declared Content-Length past the cap with 413 before reading", async () => {
    const { stream, seen } = countingStream(10, 1024);
    const POST = routeFor(null)({ body: z.object({}), maxBodyBytes: 2048 }, async () => ({}));
    const res = await POST(
      post(stream, { "content-type": "application/json", "content-length": "10240" }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(HTTP_MESSAGES.tooLarge);
    expect(seen.pulled).toBe(0);
  });

  it("stops a chunked body as soon as it passes the cap (64 KiB by default)", async () => {
    const { stream, seen } = countingStream(10_000, 16 * 1024); // would be 160 MB
    const res = await echo(post(stream, { "content-type": "application/json" }));
    expect(res.status).toBe(413);
    expect(seen.pulled).toBeLessThan(10);
    expect(seen.cancelled).toBe(true);
  });

  it("checks who may call before reading the body", async () => {
    const { stream, seen } = countingStream(100, 1024);
    const POST = routeFor(null)({ body: z.object({}), access: "user" }, async () => ({}));
    const res = await POST(post(stream, { "content-type": "application/json" }));
    expect(res.status).toBe(401);
    expect(seen.pulled).toBe(0);
  });

  it("hands routes without a body schema the capped body as their request", async () => {
    const POST = routeFor(null)({ maxBodyBytes: 10 }, async ({ request }) => ({
      text: await request.text(),
    }));
    expect(await (await POST(post("short", { "content-type": "text/plain" }))).json()).toEqual({
      text: "short",
    });
    expect((await POST(post("longer than ten", { "content-type": "text/plain" }))).status).toBe(
      413,
    );
  });
});

describe("content type and encoding", () => {
  it("reads JSON only with a JSON content type (415 for a text/plain form post)", async () => {
    const body = JSON.stringify({ name: "Asha" });
    expect((await echo(post(body, { "content-type": "text/plain" }))).status).toBe(415);
    expect((await echo(post(body))).status).toBe(415);
    const ok = await echo(post(body, { "content-type": "application/json; charset=utf-8" }));
    expect(await ok.json()).toEqual({ body: { name: "Asha" } });
  });

  it("answers 400, not 500, to a multipart content type with a body that is not multipart", async () => {
    const res = await echo(
      post("name=Asha", { "content-type": "multipart/form-data; boundary=x" }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(HTTP_MESSAGES.badForm);
  });

  it("still reads urlencoded and multipart forms", async () => {
    const form = new FormData();
    form.set("name", "Asha");
    expect(await (await echo(post(form))).json()).toEqual({ body: { name: "Asha" } });
    const urlencoded = post("name=Asha", { "content-type": "application/x-www-form-urlencoded" });
    expect(await (await echo(urlencoded)).json()).toEqual({ body: { name: "Asha" } });
  });

  it("refuses a NUL character in the body, the query, a form field or a path segment", async () => {
    const json = post(JSON.stringify({ name: "a\u0000b" }), { "content-type": "application/json" });
    expect((await (await echo(json)).json()).message).toBe(HTTP_MESSAGES.nulInText);
    const form = post("name=a%00b", { "content-type": "application/x-www-form-urlencoded" });
    expect((await echo(form)).status).toBe(400);
    const GET = routeFor(null)({ query: z.object({ q: z.string() }) }, async () => ({}));
    expect((await GET(new Request("http://localhost/x?q=a%00b"))).status).toBe(400);
    const withParams = routeFor(null)({}, async () => ({}));
    const res = await withParams(new Request("http://localhost/x"), {
      params: Promise.resolve({ id: "1\u0000" }),
    });
    expect(res.status).toBe(400);
  });

  it("refuses bytes that are not UTF-8 instead of replacing them", async () => {
    const bad = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const res = await echo(post(bad, { "content-type": "application/json" }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(HTTP_MESSAGES.badText);
  });
});

describe("cross-site requests", () => {
  const POST = routeFor(student)({}, async () => ({ ok: true }));
  const from = (headers: Record<string, string>) =>
    POST(
      new Request("http://localhost/x", {
        method: "POST",
        headers: { host: "localhost", ...headers },
      }),
    );

  it("refuses every write whose Origin is another site, or whose Sec-Fetch-Site is not same-origin", async () => {
    expect((await from({ origin: "http://evil.example" })).status).toBe(403);
    expect((await from({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await from({ "sec-fetch-site": "same-site" })).status).toBe(403);
    expect(
      (await from({ origin: "http://localhost", "sec-fetch-site": "same-origin" })).status,
    ).toBe(200);
  });

  it("lets clients that are not browsers (no Origin, no Sec-Fetch-Site) through", async () => {
    expect((await from({})).status).toBe(200);
  });

  it("guards a GET that changes data, and only that one", async () => {
    const marks = routeFor(student)({ changesData: true }, async () => ({ ok: true }));
    const read = routeFor(student)({}, async () => ({ ok: true }));
    const link = () =>
      new Request("http://localhost/x", {
        headers: { host: "localhost", "sec-fetch-site": "cross-site" },
      });
    expect((await marks(link())).status).toBe(403);
    expect((await read(link())).status).toBe(200);
  });

  it("lets signed server-to-server calls through when the route allows it", async () => {
    const hook = routeFor(null)({ crossSite: "allow" }, async () => ({ ok: true }));
    const res = await hook(
      new Request("http://localhost/x", {
        method: "POST",
        headers: { origin: "https://api.provider.example" },
      }),
    );
    expect(res.status).toBe(200);
  });
});

describe("rate limits, database faults and metadata", () => {
  it("spends each declared budget on the client's address before the handler runs", async () => {
    const consume = vi.fn(async () => {});
    const handler = vi.fn(async () => ({}));
    const POST = routeFor(null, consume)({ rateLimit: ["anonymousWritePerIp"] }, handler);
    await POST(post(null, { "x-forwarded-for": "203.0.113.7" }));
    expect(consume).toHaveBeenCalledWith("anonymousWritePerIp", "203.0.113.7");
    consume.mockRejectedValueOnce(tooManyRequests());
    expect((await POST(post(null))).status).toBe(429);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("answers 503 with Retry-After while the database is away, and 400 to a data exception", async () => {
    const down = routeFor(null)({}, async () => {
      throw Object.assign(new Error("query failed"), { cause: { code: "ECONNREFUSED" } });
    });
    const res = await down(new Request("http://localhost/x"));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    const shutdown = routeFor(null)({}, async () => {
      throw Object.assign(new Error("terminating connection"), { code: "57P01" });
    });
    expect((await shutdown(new Request("http://localhost/x"))).status).toBe(503);
    const outOfRange = routeFor(null)({}, async () => {
      throw Object.assign(new Error("value out of range for type integer"), { code: "22003" });
    });
    expect((await outOfRange(new Request("http://localhost/x"))).status).toBe(400);
  });

  it("answers a guard's refusal in the call's own error shape when the route has one", async () => {
    const POST = routeFor(null)(
      {
        access: "user",
        errorShape: (e) =>
          Response.json({ response: "failed", message: e.message }, { status: e.status }),
      },
      async () => ({}),
    );
    const res = await POST(post(null));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ response: "failed", message: "Please log in to continue." });
  });

  it("keeps the route's declared guards on the handler for the route walk", () => {
    const POST = routeFor(null)({ access: ["teacher"], maxBodyBytes: 10 }, async () => ({}));
    expect(POST.guards).toMatchObject({ access: ["teacher"], maxBodyBytes: 10 });
  });
});
