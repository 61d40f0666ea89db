import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/(api)/api/logout/route";
import { POST as createAdhoc } from "@/app/(api)/api/create-adhoc-student-session/route";
import { POST as forgotPassword } from "@/app/(api)/ng-api/v1/forgotPassword/route";
import { POST as passwordLogin } from "@/app/(api)/ng-api/v1/passwordLogin/route";
import { POST as updatePassword } from "@/app/(api)/ng-api/v1/updatePassword/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { users } from "@/db/schema";
import { LOGOUT_MESSAGES } from "@/lib/auth/messages";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import { hashPassword } from "@/lib/auth/password";
import { revokeSessions, setUserActive, setUserRole } from "@/lib/auth/revoke-sessions";
import { checkSession, sessionClaimOf } from "@/lib/auth/session-check";
import { lastOtpSentTo } from "../support/auth-deps";
import { makeUser } from "../support/factories";
import {
  accountsTestContext,
  callV1,
  cookieHeaderFor,
  decodeSession,
  postJson,
  SESSION_COOKIE,
} from "../support/legacy-client";

// Pen test issue 12, finding 2: a session cookie must stop working after a logout, a password
// reset, a deactivation or a role change, on every device; a new login must work again.

const ctx = accountsTestContext();

let n = 0;
/** A student who can log in with a password, with a mobile and an e-mail of their own. */
async function student(password = "Right#123") {
  n++;
  return makeUser(ctx.db, {
    role: "student",
    email: `revoke${n}@example.com`,
    mobile: String(9700000000 + n),
    passwordHash: await hashPassword(password),
  });
}

/** A real login through the legacy passwordLogin call; answers the `cookie` header it sets. */
async function login(email: string, password = "Right#123") {
  const res = await callV1(passwordLogin, "passwordLogin", {
    engagement_id: 9,
    cust_id: email,
    cust_password: password,
  });
  expect(res.body.login, "the login succeeds").toBe("true");
  return `${SESSION_COOKIE}=${res.sessionToken}`;
}

/**
 * What the two calls of the pen test make of a cookie: booking classes answers 401 to an anonymous
 * caller; buying a package answers the legacy `status: "login"`. A live session gets past both.
 */
async function sessionWorks(cookie: string) {
  const headers = { cookie };
  const adhoc = await postJson(
    createAdhoc,
    "/api/create-adhoc-student-session",
    { timetable_id: "999999", ig_date: "2030-01-07", subId: 999999 },
    headers,
  );
  const bought = await postJson(purchase, "/purchase-course-package", { pack_id: 999999 }, headers);
  const body = (await bought.json()) as { status?: unknown };
  const booking = adhoc.status !== 401;
  const paying = body.status !== "login";
  expect(booking, "both calls agree on the session").toBe(paying);
  return booking && paying;
}

describe("a session cookie", () => {
  it("works while nothing happened to the account (the control for every test below)", async () => {
    const s = await student();
    expect(await sessionWorks(await login(s.email!))).toBe(true);
    expect(await sessionWorks((await cookieHeaderFor(s)).cookie)).toBe(true);
  });

  it("carries the user's session version, and one issued before versions existed counts as 0", async () => {
    const s = await student();
    await revokeSessions(ctx.db, s.id);
    const cookie = await login(s.email!);
    expect(await decodeSession(cookie.split("=")[1])).toMatchObject({ uid: s.id, sv: 1 });

    const old = await student();
    const withoutSv = await encode({
      salt: SESSION_COOKIE,
      secret: process.env.AUTH_SECRET!,
      token: { sub: String(old.id), uid: old.id, role: "student", name: "Old", prefix: "st" },
    });
    expect(await sessionWorks(`${SESSION_COOKIE}=${withoutSv}`)).toBe(true);
    await revokeSessions(ctx.db, old.id);
    expect(await sessionWorks(`${SESSION_COOKIE}=${withoutSv}`)).toBe(false);
  });
});

describe("POST /api/logout", () => {
  it("logs out everywhere: this cookie and another device's stop working; a new login works", async () => {
    const s = await student();
    const phone = await login(s.email!);
    const laptop = await login(s.email!);

    const res = await postJson(logout, "/api/logout", {}, { cookie: phone });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "success", message: LOGOUT_MESSAGES.loggedOut });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/^authjs\.session-token=;.*Max-Age=0/);

    expect(await sessionWorks(phone)).toBe(false);
    expect(await sessionWorks(laptop)).toBe(false);
    expect(await sessionWorks(await login(s.email!))).toBe(true);
  });

  it("answers 401 to a caller with no session", async () => {
    expect((await postJson(logout, "/api/logout", {})).status).toBe(401);
  });
});

describe("a password reset (forgotPassword + updatePassword)", () => {
  it("ends the sessions made with the old password; the new password logs in", async () => {
    const s = await student();
    const before = await login(s.email!);
    ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const sent = await callV1(forgotPassword, "forgotPassword", {
      cust_entry: s.mobile,
      engagement_id: 9,
    });
    expect(sent.body.response).toBe("success");
    const otp = await lastOtpSentTo(ctx.db, `+91${s.mobile}`);
    const changed = await callV1(updatePassword, "updatePassword", {
      reg_mobile_num: s.mobile,
      engagementId: 9,
      password: "Brand#New9",
      otp,
    });
    expect(changed.body.success).toBe(true);

    expect(await sessionWorks(before)).toBe(false);
    expect(await sessionWorks(await login(s.email!, "Brand#New9"))).toBe(true);
  });
});

describe("deactivation and role change", () => {
  it("a deactivated account's cookie stops working; reactivated, only a new login works", async () => {
    const s = await student();
    const before = await login(s.email!);
    await setUserActive(ctx.db, s.id, false);
    expect(await sessionWorks(before)).toBe(false);

    await setUserActive(ctx.db, s.id, true);
    expect(await sessionWorks(before)).toBe(false);
    expect(await sessionWorks(await login(s.email!))).toBe(true);
  });

  it("a role change ends the sessions issued for the old role", async () => {
    const s = await student();
    const before = await login(s.email!);
    await setUserRole(ctx.db, s.id, "teacher");
    expect(await sessionWorks(before)).toBe(false);
    const [row] = await ctx.db
      .select({ sv: users.sessionVersion })
      .from(users)
      .where(eq(users.id, s.id));
    expect(row?.sv).toBe(1);
  });
});

describe("checkSession", () => {
  it("refuses a claim whose version, role or user does not match the row", async () => {
    const s = await student();
    const claim = (over: Record<string, unknown>) =>
      sessionClaimOf({ uid: s.id, role: "student", name: "x", ...over });
    expect(await checkSession(ctx.db, claim({}))).toMatchObject({ id: s.id, role: "student" });
    expect(await checkSession(ctx.db, claim({ sv: 0 }))).not.toBeNull();
    expect(await checkSession(ctx.db, claim({ sv: 1 }))).toBeNull();
    expect(await checkSession(ctx.db, claim({ role: "teacher" }))).toBeNull();
    expect(await checkSession(ctx.db, claim({ uid: 987654321 }))).toBeNull();
    expect(await checkSession(ctx.db, null)).toBeNull();
  });
});
