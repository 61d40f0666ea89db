import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { GuardedHandler } from "@/lib/http/create-route";
import { fieldNames, samplePayload } from "@/lib/legacy/sample-payload";
import { LEGACY_CALLS } from "@/lib/legacy/table";
import { fullPath, type LegacyCall } from "@/lib/legacy/types";
import { makeUser } from "../support/factories";
import { accountsTestContext, cookieHeaderFor, freshIp } from "../support/legacy-client";

// The contract suite of issue 14, driven by the legacy table: every answered call gets a request
// with the spec's field names (a sample payload from the row's request schema, or the row's own
// sample), as a caller its route admits, and must answer JSON: a success that parses with the
// row's response schema, or the error envelope with a documented status. Never HTML, never a 500.

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Statuses docs/api.md documents for refusals. */
const DOCUMENTED = [400, 401, 403, 404, 409, 410, 422, 429];

const ctx = accountsTestContext();
const cookies: Record<"student" | "teacher" | "admin", Record<string, string>> = {
  student: {},
  teacher: {},
  admin: {},
};

beforeAll(async () => {
  for (const role of ["student", "teacher", "admin"] as const) {
    cookies[role] = await cookieHeaderFor(await makeUser(ctx.db, { role }));
  }
});

type Answered = LegacyCall & { status: "answered" };

async function handlerOf(c: Answered): Promise<GuardedHandler> {
  const mod = (await import(path.join(ROOT, c.handler))) as Record<string, GuardedHandler>;
  return mod[c.method]!;
}

/** Every answered call with its handler and a name for the report. */
const answered = await Promise.all(
  LEGACY_CALLS.filter((c): c is Answered => c.status === "answered").map(
    async (c): Promise<[string, Answered, GuardedHandler]> => [
      `${c.method} ${fullPath(c)}`,
      c,
      await handlerOf(c),
    ],
  ),
);
const loginOnly = answered.filter(([, , h]) => (h.guards.access ?? "public") !== "public");

/** The session a route's access rule admits: none for public calls, else the first role named. */
function callerFor(handler: GuardedHandler) {
  const access = handler.guards.access ?? "public";
  if (access === "public") return {};
  return cookies[access === "user" ? "student" : (access[0] as keyof typeof cookies)];
}

function requestFor(c: LegacyCall, payload: Record<string, unknown>, headers: object) {
  const url = new URL(`http://localhost${fullPath(c).replace(/\{[^}]+\}/g, "1")}`);
  const base = { "x-forwarded-for": freshIp(), ...headers } as Record<string, string>;
  if (c.method === "GET") {
    for (const [k, v] of Object.entries(payload)) url.searchParams.set(k, String(v));
    return new Request(url, { headers: base });
  }
  return new Request(url, {
    method: "POST",
    headers: { ...base, "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
}

/**
 * What is wrong with an answer: a success must parse with the row's response schema; a refusal is
 * the error envelope (its responseCode the HTTP status, or a spec code such as 201 in a 200) or a
 * refusal in the spec's own shape (login 'failed', success false), with a documented status; a
 * field it refuses must be one the request schema names (the spec's field names did not drift).
 */
function contractFindings(c: LegacyCall, status: number, body: Record<string, unknown>): string[] {
  const envelope =
    body.status === "error" &&
    typeof body.message === "string" &&
    (body.responseCode === status || (status === 200 && typeof body.responseCode === "number"));
  const specShape = c.response?.safeParse(body);
  if (status < 300 && body.status !== "error") {
    return specShape?.error
      ? specShape.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)
      : [];
  }
  const findings: string[] = [];
  if (!envelope && !specShape?.success)
    findings.push("neither the error envelope nor the spec's shape");
  if (status !== 200 && !DOCUMENTED.includes(status))
    findings.push(`undocumented status ${status}`);
  const errors = body.errors && typeof body.errors === "object" ? Object.keys(body.errors) : [];
  const known = c.request ? fieldNames(c.request) : [];
  for (const field of errors.map((f) => f.split(/[.[]/)[0]!)) {
    if (c.request && !known.includes(field)) findings.push(`refuses unknown field ${field}`);
  }
  return findings;
}

/** What each call answered: a success checked against its response schema, or a refusal. */
const outcomes: { name: string; success: boolean }[] = [];

const dynamicParams = (c: LegacyCall) => ({
  params: Promise.resolve(
    Object.fromEntries([...fullPath(c).matchAll(/\{([^}]+)\}/g)].map((m) => [m[1]!, "1"])),
  ),
});

describe("every answered legacy call keeps the spec's contract", () => {
  it("covers every answered call of the table", () => {
    expect(answered.length).toBe(LEGACY_CALLS.filter((c) => c.status === "answered").length);
    expect(answered.every(([, , h]) => typeof h === "function" && h.guards)).toBe(true);
    expect(loginOnly.length).toBeGreaterThan(10);
  });

  it.each(answered)("%s answers JSON in the spec's shape", async (name, c, handler) => {
    const payload = c.sample ?? (c.request ? samplePayload(c.request) : {});
    const res = await handler(requestFor(c, payload, callerFor(handler)), dynamicParams(c));
    expect(res.status, name).toBeLessThan(500);
    if (c.pageLink) {
      // A page link: a redirect to a path of this site (never to another site).
      expect(res.status, name).toBeGreaterThanOrEqual(300);
      expect(res.status, name).toBeLessThan(400);
      const to = new URL(res.headers.get("location") ?? "", "http://localhost");
      expect(to.origin, name).toBe("http://localhost");
      outcomes.push({ name, success: false });
      return;
    }
    expect(res.headers.get("content-type"), name).toMatch(/application\/json/);
    const body = (await res.json()) as Record<string, unknown>;
    outcomes.push({ name, success: res.status < 300 && body.status !== "error" && !!c.response });
    expect(
      contractFindings(c, res.status, body),
      `${name} → ${res.status} ${JSON.stringify(body)}`,
    ).toEqual([]);
  });

  it.each(loginOnly)(
    "%s refuses an anonymous caller with the JSON 401",
    async (name, c, handler) => {
      const res = await handler(requestFor(c, {}, {}), dynamicParams(c));
      expect(res.status, name).toBe(401);
      const body = await res.json();
      // The error envelope, or the call's own refusal shape (the avatar upload's response: failed).
      if (!c.response?.safeParse(body).success) {
        expect(body).toMatchObject({ status: "error", responseCode: 401 });
      }
    },
  );

  // With an empty database most calls refuse (unknown slot, teacher, course); the calls that need
  // no data must still reach a success checked against their response schema (19 today).
  it("reaches a checked success on the calls that need no data, not only refusals", () => {
    expect(outcomes).toHaveLength(answered.length);
    expect(outcomes.filter((o) => o.success).length).toBeGreaterThanOrEqual(19);
  });
});
