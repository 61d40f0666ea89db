import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuardedHandler } from "@/lib/http/create-route";
import { isOtherMethod } from "@/lib/http/fallback-routes";
import { readRouteFiles } from "@/lib/legacy/route-files";
import { testAuthDeps, useAsAppAuthDeps } from "../support/auth-deps";
import { takeConsoleErrors } from "../support/console-errors";
import { makeUser } from "../support/factories";
import { cookieHeaderFor, freshIp } from "../support/legacy-client";
import { takeLoggedErrors } from "../support/logged-lines";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// Issue 43.12: the fuzz pass over every route handler under app/, called in-process as every
// identity (signed out, student, teacher, admin): JSON bodies that are not objects (null, an array,
// a number, a string, a boolean), broken multipart bodies, and NUL or broken percent-escapes in the
// path's dynamic segments and the query. Nothing a client sends may be answered with a 500.
// The page-level cases (Next's own handling of a path or a POST to a page) go through the server
// process in hardening-edge-server.test.ts.

const ROOT = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const WRITES = new Set<string>(["POST", "PUT", "PATCH", "DELETE"]);

interface Target {
  file: string;
  method: string;
  /** The URL path, dynamic segments as `{name}` (catch-alls `{...name}`). */
  path: string;
  handler: GuardedHandler;
}

const JSON_BODIES = ["null", "[]", "[null]", "-1.5e308", '"text"', "true"];
const BROKEN_MULTIPART: [string, string][] = [
  ["multipart/form-data", "--x\r\ncontent-disposition: form-data\r\n\r\nv\r\n--x--\r\n"],
  ["multipart/form-data; boundary=x", '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\nv'],
  ["multipart/form-data; boundary=x", "no parts at all"],
  ["multipart/form-data; boundary=", ""],
];
/** Values a dynamic segment or a query parameter may hold once the server has decoded the path. */
const SEGMENTS = ["1\u00002", "%ff", "%", "%00", "..", "1e999"];

let t: TestDatabase;
const targets: Target[] = [];
const identities: { name: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  useAsAppAuthDeps(await testAuthDeps(t.db));
  for (const route of readRouteFiles(ROOT)) {
    const mod = (await import(path.join(ROOT, route.file))) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = mod[method] as GuardedHandler | undefined;
      if (handler && !isOtherMethod(handler))
        targets.push({ file: route.file, method, path: route.path, handler });
    }
  }
  identities.push({ name: "signed out", headers: {} });
  for (const role of ["student", "teacher", "admin"] as const) {
    const user = await makeUser(t.db, { role });
    identities.push({ name: role, headers: await cookieHeaderFor({ id: user.id, role }) });
  }
}, 120_000);
afterAll(() => t.destroy());

/** The route's path and params with every dynamic segment set to `value`. */
function addressed(target: Target, value: string) {
  const params: Record<string, string | string[]> = {};
  const urlPath = target.path.replace(/\{(\.\.\.)?([^}]+)\}/g, (_, rest, name: string) => {
    params[name] = rest ? [value] : value;
    // Auth.js parses its action from the path: give it one.
    return encodeURIComponent(name === "nextauth" ? "session" : value);
  });
  if (params.nextauth) params.nextauth = ["session"];
  return { url: `http://localhost${urlPath}`, context: { params: Promise.resolve(params) } };
}

async function call(
  target: Target,
  headers: Record<string, string>,
  {
    segment = "1",
    query = "",
    body,
  }: { segment?: string; query?: string; body?: [string, string] },
): Promise<number> {
  const { url, context } = addressed(target, segment);
  const res = await target.handler(
    new Request(`${url}${query}`, {
      method: target.method,
      headers: {
        host: "localhost",
        "x-forwarded-for": freshIp(),
        ...headers,
        ...(body ? { "content-type": body[0] } : {}),
      },
      body: body && WRITES.has(target.method) ? body[1] : undefined,
    }),
    context,
  );
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}

/**
 * The identities that get past the route's access rule (a signed-out caller stops at 401 before
 * the body is read): a public route is also called as a student and a teacher, since handlers
 * branch on who is asking.
 */
function callers(target: Target) {
  const access = target.handler.guards.access ?? "public";
  if (access === "public") return identities.filter((who) => who.name !== "admin");
  if (access === "user") return identities.filter((who) => who.name !== "signed out");
  return identities.filter((who) => (access as readonly string[]).includes(who.name));
}

/** Runs `send` for every target and the identities it lets in; answers the calls that got a 500. */
async function crashes(
  send: (target: Target, headers: Record<string, string>) => Promise<[string, number][]>,
  which: (target: Target) => boolean = () => true,
): Promise<string[]> {
  const out: string[] = [];
  for (const target of targets.filter(which)) {
    for (const who of callers(target)) {
      for (const [what, status] of await send(target, who.headers)) {
        if (status >= 500)
          out.push(`${target.method} ${target.file} as ${who.name}, ${what} → ${status}`);
      }
    }
  }
  return out;
}

/** Errors the app logged or wrote to the console; Auth.js logs the bad posts it refuses. */
function unexpectedErrors(): string[] {
  return [
    ...takeConsoleErrors().filter((e) => !/\[auth\]|@auth\/core/.test(e)),
    ...takeLoggedErrors().map((l) => `${l.msg} ${l.err?.message ?? ""}`),
  ];
}

describe("the fuzz pass over every route handler (issue 43.12)", () => {
  it("finds the routes", () => {
    expect(targets.length).toBeGreaterThan(200);
  });

  /** Every write as every caller it lets in, with each of `bodies`: the calls answered 500. */
  const bodyCrashes = (bodies: [string, string][]) =>
    crashes(
      async (target, headers) => {
        const out: [string, number][] = [];
        for (const body of bodies)
          out.push([`${body[0]}: ${body[1]}`, await call(target, headers, { body })]);
        return out;
      },
      (target) => WRITES.has(target.method),
    );

  it("answers JSON bodies that are not objects without a 500", async () => {
    expect(await bodyCrashes(JSON_BODIES.map((json) => ["application/json", json]))).toEqual([]);
    expect(unexpectedErrors()).toEqual([]);
  }, 300_000);

  it("answers broken multipart bodies without a 500", async () => {
    expect(await bodyCrashes(BROKEN_MULTIPART)).toEqual([]);
    expect(unexpectedErrors()).toEqual([]);
  }, 300_000);

  it("answers NUL and broken escapes in dynamic segments and the query without a 500", async () => {
    const crashed = await crashes(async (target, headers) => {
      const out: [string, number][] = [];
      for (const segment of SEGMENTS) {
        if (target.path.includes("{"))
          out.push([
            `segment ${JSON.stringify(segment)}`,
            await call(target, headers, { segment }),
          ]);
      }
      for (const query of ["?id=%00&%00=1", "?id=%ff&x=%&x=1"])
        out.push([`query ${query}`, await call(target, headers, { query })]);
      return out;
    });
    expect(crashed).toEqual([]);
    expect(unexpectedErrors()).toEqual([]);
  }, 300_000);
});
