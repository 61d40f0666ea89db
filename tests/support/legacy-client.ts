import { and, count, eq } from "drizzle-orm";
import { decode } from "next-auth/jwt";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { sessionCookie, sessionCookieName } from "@/lib/auth/session-cookie";
import { testAuthDeps, useAsAppAuthDeps, type TestAuthDeps } from "./auth-deps";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "./test-db";

// Helpers for the integration tests of the accounts calls: they post JSON to the route handlers as
// the legacy client does, and read the cookies and the session the answers set.

/** A route handler's POST, called directly with a Request. */
export type RouteHandler = (request: Request) => Promise<Response>;

export type Who = { id: number; role: "student" | "teacher" | "admin" };

/** A made user as the caller of a route (`postAs`, `uploadAs`…). */
export const whoOf = (u: { id: number; role: string }): Who => ({
  id: u.id,
  role: u.role as Who["role"],
});

/** The session cookie's name on http (the tests' requests are on http://localhost). */
export const SESSION_COOKIE = sessionCookieName(false);

let ipCounter = 0;
/** A new client address each call, so per-IP budgets never spill from one test into another. */
export function freshIp(): string {
  ipCounter++;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/**
 * POSTs `body` as JSON to `path` (e.g. "/ng-api/v1/otpLogin"), from a fresh address unless
 * `headers` names one in x-forwarded-for. `headers` may add a cookie or any other header.
 */
export function postJson(
  handler: RouteHandler,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/** The cookies a response sets, by name (the value without its attributes). */
export function responseCookies(res: Response): Record<string, string> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((c) => {
      const [pair = ""] = c.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** What a session cookie's token carries (null for no token), read with the app's secret. */
export function decodeSession(token: string | undefined) {
  return decode({ token, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE });
}

/** The session the response's cookie carries, or null when it sets none. */
export async function sessionFromResponse(res: Response) {
  const token = responseCookies(res)[SESSION_COOKIE];
  return token === undefined ? null : decodeSession(token);
}

/**
 * Headers that make a request come from this user's session, issued at the user's session version
 * (0, a fresh user's, unless given): the cookie works until the version is bumped.
 */
export async function cookieHeaderFor(user: {
  id: number;
  role: Role;
  sessionVersion?: number;
  expiresAt?: Date;
}) {
  // An admin's session always has an end (lib/admin/sign-in.ts). Tests run on their own clocks, so
  // the default end is far away; a test of the end passes its own.
  const expiresAt =
    user.expiresAt ?? (user.role === "admin" ? new Date("2100-01-01T00:00:00Z") : undefined);
  const c = await sessionCookie(
    {
      id: user.id,
      role: user.role,
      name: "Test",
      sessionVersion: user.sessionVersion ?? 0,
      expiresAt,
    },
    false,
  );
  return { cookie: `${c.name}=${c.value}` };
}

/**
 * POSTs to /ng-api/v1/<name> (from `ip`, or a fresh address; with `cookie` when given) and reads
 * the answer as the legacy client does: status, JSON body and the cookies it sets.
 */
export async function callV1(
  handler: RouteHandler,
  name: string,
  body: unknown,
  { ip, cookie }: { ip?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (ip) headers["x-forwarded-for"] = ip;
  if (cookie) headers.cookie = cookie;
  const response = await postJson(handler, `/ng-api/v1/${name}`, body, headers);
  const cookies = responseCookies(response);
  return {
    status: response.status,
    body: await response.json(),
    /** The raw Set-Cookie headers, attributes included. */
    setCookies: response.headers.getSetCookie(),
    cookies,
    /** The session cookie's token, when the answer logs someone in. */
    sessionToken: cookies[SESSION_COOKIE],
    /** The Retry-After header (seconds) of a 429, or null. */
    retryAfterHeader: response.headers.get("retry-after"),
  };
}

/** How many student accounts have this mobile. */
export async function studentsWithMobile(db: Db, mobile: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.role, "student")));
  return row!.n;
}

/**
 * A fresh test database and real account dependencies for one test file, made the app's own
 * (getDb() and getAuthDeps() answer with them) before its tests and dropped after. Read `t`, `deps`
 * and `db` inside tests and hooks: they exist once the file's beforeAll has run.
 */
export function accountsTestContext() {
  let t: TestDatabase | undefined;
  let deps: TestAuthDeps | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
    useAsAppDatabase(t);
    deps = await testAuthDeps(t.db);
    useAsAppAuthDeps(deps);
  });
  afterAll(() => t?.destroy());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the accounts test context is read before beforeAll");
    return value;
  };
  return {
    get t() {
      return ready(t);
    },
    get deps() {
      return ready(deps);
    },
    /** The test database's drizzle handle (`t.db`). */
    get db() {
      return ready(t).db;
    },
  };
}
