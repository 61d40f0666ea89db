import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as auditGet } from "@/app/(api)/admin/api/audit/route";
import { GET as dashboardGet } from "@/app/(api)/admin/api/dashboard/route";
import { POST as loginPost } from "@/app/(api)/admin/api/login/route";
import { GET as ordersGet } from "@/app/(api)/admin/api/orders/route";
import { POST as refundPost } from "@/app/(api)/admin/api/orders/[reference]/refund/route";
import { GET as peopleGet } from "@/app/(api)/admin/api/people/route";
import { POST as decidePost } from "@/app/(api)/admin/api/queues/[queue]/[id]/route";
import { GET as queueGet } from "@/app/(api)/admin/api/queues/[queue]/route";
import { POST as activePost } from "@/app/(api)/admin/api/users/[id]/active/route";
import { POST as verifyPost } from "@/app/(api)/admin/api/verify-otp/route";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { GET as chatData } from "@/app/(api)/get-chat-data/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { openDatabase, type DbHandle } from "@/db/client";
import {
  adminAuditLog,
  contracts,
  demoLeads,
  orders,
  outboxMessages,
  promoRedemptions,
  queueDecisions,
  refunds,
  teacherReviews,
  users,
  walletEntries,
} from "@/db/schema";
import { ADMIN_SESSION_MS } from "@/lib/admin/sign-in";
import { hashPassword } from "@/lib/auth/password";
import { checkSession, sessionClaimOf } from "@/lib/auth/session-check";
import {
  lastOtpSentTo,
  testAuthDeps,
  useAsAppAuthDeps,
  wrongCode,
  type TestAuthDeps,
} from "../support/auth-deps";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import {
  cookieHeaderFor,
  decodeSession,
  responseCookies,
  SESSION_COOKIE,
} from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { deliver, makeOneUsePromo, makePack, orderByRef, sandboxHook } from "./payments-support";

type Handler = (
  request: Request,
  context?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const PASSWORD = "Admin#Pass1";
let t: TestDatabase;
let pool: DbHandle;
let deps: TestAuthDeps;
let admin: { id: number; email: string };
let student: { id: number };
let teacher: { id: number };
let subjectId: number;
let streamId: number;
let ipN = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  pool = t.kind === "postgres" ? await openDatabase({ url: t.url, max: 12 }) : t;
  useAsAppDatabase(pool);
  deps = await testAuthDeps(t.db);
  deps.now = () => new Date();
  useAsAppAuthDeps(deps);
  const a = await makeUser(t.db, {
    role: "admin",
    email: "ops@admin.example",
    passwordHash: await hashPassword(PASSWORD),
  });
  admin = { id: a.id, email: a.email! };
  student = await makeUser(t.db);
  streamId = (await makeStream(t.db)).id;
  subjectId = (await makeSubject(t.db, streamId)).id;
  teacher = (await makeTeacher(t.db, { id: subjectId, streamId })).user;
});

afterAll(async () => {
  if (pool !== t) await pool.close();
  await t.destroy();
});

type Caller = { id: number; role: "student" | "teacher" | "admin" } | null;

async function call(
  handler: Handler,
  method: "GET" | "POST",
  path: string,
  opts: {
    as?: Caller;
    body?: unknown;
    params?: Record<string, string>;
    cookie?: string;
    ip?: string;
  } = {},
) {
  const headers: Record<string, string> = {
    "x-forwarded-for": opts.ip ?? `10.9.${Math.floor(++ipN / 250)}.${(ipN % 250) + 1}`,
  };
  if (opts.as) Object.assign(headers, await cookieHeaderFor(opts.as));
  if (opts.cookie) headers.cookie = [headers.cookie, opts.cookie].filter(Boolean).join("; ");
  if (method === "POST") headers["content-type"] = "application/json";
  const res = await handler(
    new Request(`http://localhost${path}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(opts.body ?? {}) : undefined,
    }),
    { params: Promise.resolve(opts.params ?? {}) },
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, res };
}

const asAdmin = (): Caller => ({ id: admin.id, role: "admin" });

describe("admin sign-in: password, then an OTP", () => {
  it("a right password sends an OTP and gives no session; the OTP gives an 8-hour session", async () => {
    const ip = "10.50.0.1";
    const step1 = await call(loginPost, "POST", "/admin/api/login", {
      body: { email: admin.email, password: PASSWORD },
      ip,
    });
    expect(step1.status).toBe(200);
    expect(step1.body.step).toBe("otp");
    const cookies = responseCookies(step1.res);
    expect(cookies[SESSION_COOKIE]).toBeUndefined();
    const challenge = cookies.admin_challenge!;
    expect(challenge).toBeTruthy();
    const code = await lastOtpSentTo(t.db, admin.email);

    // No challenge (the password step skipped): refused.
    const skipped = await call(verifyPost, "POST", "/admin/api/verify-otp", { body: { code }, ip });
    expect(skipped.status).toBe(400);
    // A wrong code: refused.
    const wrong = await call(verifyPost, "POST", "/admin/api/verify-otp", {
      body: { code: wrongCode(code) },
      cookie: `admin_challenge=${challenge}`,
      ip,
    });
    expect(wrong.status).toBe(401);
    expect(responseCookies(wrong.res)[SESSION_COOKIE]).toBeUndefined();

    const ok = await call(verifyPost, "POST", "/admin/api/verify-otp", {
      body: { code },
      cookie: `admin_challenge=${challenge}`,
      ip,
    });
    expect(ok.status).toBe(200);
    const token = responseCookies(ok.res)[SESSION_COOKIE];
    const decoded = await decodeSession(token);
    expect(decoded).toMatchObject({ uid: admin.id, role: "admin" });
    const claim = sessionClaimOf(decoded as Record<string, unknown>);
    expect(claim?.expiresAt).toBeGreaterThan(Date.now() + ADMIN_SESSION_MS - 60_000);
    expect(claim?.expiresAt).toBeLessThanOrEqual(Date.now() + ADMIN_SESSION_MS);

    // The session opens the console...
    const dash = await call(dashboardGet, "GET", "/admin/api/dashboard", {
      cookie: `${SESSION_COOKIE}=${token}`,
    });
    expect(dash.status).toBe(200);
    // ...and the sign-in is in the audit log.
    const [signIn] = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.adminId, admin.id), eq(adminAuditLog.action, "admin.sign-in")));
    expect(signIn).toBeTruthy();
    // The code was used up.
    const again = await call(verifyPost, "POST", "/admin/api/verify-otp", {
      body: { code },
      cookie: `admin_challenge=${challenge}`,
      ip,
    });
    expect(again.status).toBe(401);
  });

  it("the session ends after 8 hours", async () => {
    const claim = {
      user: { id: admin.id, role: "admin" as const, name: "A", prefix: "admin" },
      sessionVersion: 0,
      expiresAt: Date.now() + ADMIN_SESSION_MS,
    };
    expect(await checkSession(t.db, claim, new Date())).not.toBeNull();
    expect(
      await checkSession(t.db, claim, new Date(Date.now() + ADMIN_SESSION_MS + 1000)),
    ).toBeNull();
    // An expired cookie is anonymous to the admin calls.
    const expired = await call(dashboardGet, "GET", "/admin/api/dashboard", {
      cookie: (await cookieHeaderFor({ ...asAdmin()!, expiresAt: new Date(Date.now() - 1000) }))
        .cookie,
    });
    expect(expired.status).toBe(401);
  });

  it("an admin session without the second factor (no end) is refused", async () => {
    const claim = {
      user: { id: admin.id, role: "admin" as const, name: "A", prefix: "admin" },
      sessionVersion: 0,
    };
    expect(await checkSession(t.db, claim)).toBeNull();
  });

  it("admins cannot sign in through the student and teacher calls' password provider", async () => {
    const { passwordLogin } = await import("@/lib/auth/password-login");
    const r = await passwordLogin(t.db, deps, {
      identifier: admin.email,
      password: PASSWORD,
      ip: "10.50.9.9",
    });
    expect(r.login).not.toBe("true");
  });

  it("locks the client out after repeated wrong passwords (429, even with the right one)", async () => {
    const ip = "10.50.0.2";
    for (let i = 0; i < 5; i++) {
      const r = await call(loginPost, "POST", "/admin/api/login", {
        body: { email: admin.email, password: "wrong-password" },
        ip,
      });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe("The e-mail or password is wrong.");
    }
    const locked = await call(loginPost, "POST", "/admin/api/login", {
      body: { email: admin.email, password: PASSWORD },
      ip,
    });
    expect(locked.status).toBe(429);
  });
});

const ADMIN_CALLS: [string, Handler, "GET" | "POST", Record<string, string>, unknown][] = [
  ["dashboard", dashboardGet, "GET", {}, undefined],
  ["people", peopleGet, "GET", {}, undefined],
  ["orders", ordersGet, "GET", {}, undefined],
  ["audit", auditGet, "GET", {}, undefined],
  ["queue list", queueGet, "GET", { queue: "demo-leads" }, undefined],
  [
    "queue decide",
    decidePost,
    "POST",
    { queue: "demo-leads", id: "1" },
    { decision: "contacted", reason: "x" },
  ],
  ["deactivate", activePost, "POST", { id: "1" }, { active: false, reason: "x" }],
  [
    "refund",
    refundPost,
    "POST",
    { reference: "X" },
    { amount_minor: 1, reason: "x", key: "key-12345678" },
  ],
];

describe("every admin call refuses everyone but admins", () => {
  for (const [name, handler, method, params, body] of ADMIN_CALLS) {
    it(`${name}: anonymous 401, student 403, teacher 403`, async () => {
      const before = await t.db.select({ n: count() }).from(adminAuditLog);
      const anon = await call(handler, method, "/admin/api/x", { params, body });
      expect(anon.status).toBe(401);
      const st = await call(handler, method, "/admin/api/x", {
        params,
        body,
        as: { id: student.id, role: "student" },
      });
      expect(st.status).toBe(403);
      const te = await call(handler, method, "/admin/api/x", {
        params,
        body,
        as: { id: teacher.id, role: "teacher" },
      });
      expect(te.status).toBe(403);
      const after = await t.db.select({ n: count() }).from(adminAuditLog);
      expect(after[0]!.n).toBe(before[0]!.n);
    });
  }
});

describe("deactivation", () => {
  it("ends the account's live session at once, and reactivation is audited too", async () => {
    const s = await makeUser(t.db);
    const cookie = (await cookieHeaderFor({ id: s.id, role: "student" })).cookie;
    const live = await call(chatData, "GET", "/get-chat-data", { cookie });
    expect(live.status).toBe(200);
    const off = await call(activePost, "POST", `/admin/api/users/${s.id}/active`, {
      as: asAdmin(),
      params: { id: String(s.id) },
      body: { active: false, reason: "Abusive messages" },
    });
    expect(off.status).toBe(200);
    const dead = await call(chatData, "GET", "/get-chat-data", { cookie });
    expect(dead.status).toBe(401);
    const on = await call(activePost, "POST", `/admin/api/users/${s.id}/active`, {
      as: asAdmin(),
      params: { id: String(s.id) },
      body: { active: true, reason: "Apologised" },
    });
    expect(on.status).toBe(200);
    // The old cookie stays dead (its session version is gone); a new login works.
    expect((await call(chatData, "GET", "/get-chat-data", { cookie })).status).toBe(401);
    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "user"), eq(adminAuditLog.targetId, String(s.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(["user.deactivate", "user.reactivate"]);
    expect(rows.find((r) => r.action === "user.deactivate")).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
      reason: "Abusive messages",
    });
  });
});

describe("the audit log", () => {
  it("is append-only: the database refuses UPDATE and DELETE", async () => {
    await expect(t.db.execute(sql`update admin_audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
  });

  it("lists entries with filters", async () => {
    const r = await call(auditGet, "GET", "/admin/api/audit?action=user.", { as: asAdmin() });
    expect(r.status).toBe(200);
    expect(r.body.entries.length).toBeGreaterThan(0);
    expect(r.body.entries.every((e: { action: string }) => e.action.startsWith("user."))).toBe(
      true,
    );
  });
});

describe("queues", () => {
  it("an admin approves a teacher applicant with a reason the teacher is sent, once", async () => {
    const applicant = await makeUser(t.db, { role: "teacher", email: "applicant@t.example" });
    const open = await call(queueGet, "GET", "/admin/api/queues/teacher-applicants", {
      as: asAdmin(),
      params: { queue: "teacher-applicants" },
    });
    expect(open.body.items.map((i: { id: number }) => i.id)).toContain(applicant.id);
    const path = `/admin/api/queues/teacher-applicants/${applicant.id}`;
    const params = { queue: "teacher-applicants", id: String(applicant.id) };
    const ok = await call(decidePost, "POST", path, {
      as: asAdmin(),
      params,
      body: { decision: "approved", reason: "Great demo lesson" },
    });
    expect(ok.status).toBe(200);
    const [review] = await t.db
      .select()
      .from(teacherReviews)
      .where(eq(teacherReviews.teacherId, applicant.id));
    expect(review).toMatchObject({ status: "approved", reason: "Great demo lesson" });
    // The notice goes to the teacher's best channel (their mobile or e-mail).
    const sent = await t.db
      .select()
      .from(outboxMessages)
      .where(
        inArray(outboxMessages.to, [
          "applicant@t.example",
          `${applicant.countryCode}${applicant.mobile}`,
        ]),
      );
    expect(
      sent.some((m) => m.body.includes("approved") && m.body.includes("Great demo lesson")),
    ).toBe(true);
    const twice = await call(decidePost, "POST", path, {
      as: asAdmin(),
      params,
      body: { decision: "rejected", reason: "Changed my mind" },
    });
    expect(twice.status).toBe(409);
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "queue.teacher-applicants.approved"));
    expect(audit).toHaveLength(1);
  });

  it("a reason is required, and demo leads are decided through the same pattern", async () => {
    const [lead] = await t.db
      .insert(demoLeads)
      .values({
        name: "Lead One",
        email: "lead@x.example",
        countryCode: "+91",
        mobile: "9812345678",
        category: "Music",
        subject: "Piano",
        budget: "any",
        preferredAt: new Date(),
        timeZone: "Asia/Kolkata",
        passwordHash: "x",
        otpVerifiedAt: new Date(),
      })
      .returning();
    const params = { queue: "demo-leads", id: String(lead!.id) };
    const noReason = await call(decidePost, "POST", "/x", {
      as: asAdmin(),
      params,
      body: { decision: "contacted", reason: "  " },
    });
    expect(noReason.status).toBe(400);
    const ok = await call(decidePost, "POST", "/x", {
      as: asAdmin(),
      params,
      body: { decision: "contacted", reason: "Called, demo on Friday" },
    });
    expect(ok.status).toBe(200);
    const decided = await call(queueGet, "GET", "/x?view=decided", {
      as: asAdmin(),
      params: { queue: "demo-leads" },
    });
    expect(decided.body.items[0]).toMatchObject({
      id: lead!.id,
      decision: { decision: "contacted", reason: "Called, demo on Friday" },
    });
    const [d] = await t.db.select().from(queueDecisions).where(eq(queueDecisions.itemId, lead!.id));
    expect(d?.adminId).toBe(admin.id);
  });
});

/** A fulfilled sandbox order bought with a promo code and part of the wallet. */
async function paidOrder() {
  const u = await makeUser(t.db);
  await t.db
    .insert(walletEntries)
    .values({ userId: u.id, currency: "INR", amountMinor: 5000, kind: "topup" });
  const pack = await makePack(t.db, subjectId, { totalClasses: 10, priceMinor: 100000 });
  const promo = await makeOneUsePromo(t.db);
  const headers = {
    "content-type": "application/json",
    ...(await cookieHeaderFor({ id: u.id, role: "student" })),
  };
  const res = await purchase(
    new Request("http://localhost/purchase-course-package", {
      method: "POST",
      headers,
      body: JSON.stringify({ pack_id: pack.id, use_wallet: true, promo_code: promo }),
    }),
  );
  const body = (await res.json()) as { order_reference: string };
  const order = await orderByRef(t.db, body.order_reference);
  const paid = await deliver(webhook, "sandbox", sandboxHook(order));
  expect(paid.status).toBe(200);
  return { user: u, order: await orderByRef(t.db, body.order_reference) };
}

async function ledger(orderId: number, userId: number) {
  const rs = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const wallet = await t.db
    .select({ sum: sql<number>`coalesce(sum(${walletEntries.amountMinor}), 0)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  const walletRefunds = await t.db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.kind, "refund")));
  const [contract] = await t.db.select().from(contracts).where(eq(contracts.orderId, orderId));
  const promo = await t.db
    .select()
    .from(promoRedemptions)
    .where(eq(promoRedemptions.orderId, orderId));
  const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    refunds: rs,
    refundedMinor: rs.reduce((s, r) => s + r.amountMinor, 0),
    walletBalance: wallet[0]!.sum,
    walletRefunds,
    contract: contract!,
    promoUses: promo.length,
    status: o!.status,
  };
}

async function race<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (t.kind === "postgres") return Promise.all(tasks.map((task) => task()));
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

const refundAs = (reference: string, body: unknown) =>
  call(refundPost, "POST", `/admin/api/orders/${reference}/refund`, {
    as: asAdmin(),
    params: { reference },
    body,
  });

describe(`refunds (${process.env.TEST_DB ?? "pglite"})`, () => {
  it("the same request 10 times at once refunds once: classes, wallet and promo reversed, ledger balanced", async () => {
    const { user, order } = await paidOrder();
    expect(order.status).toBe("fulfilled");
    expect(order.walletMinor).toBe(5000);
    const before = await ledger(order.id, user.id);
    expect(before.walletBalance).toBe(0);
    expect(before.promoUses).toBe(1);
    const body = {
      amount_minor: order.totalMinor,
      reason: "Teacher left",
      key: "full-refund-0001",
    };
    const answers = await race(
      Array.from({ length: 10 }, () => () => refundAs(order.reference, body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.refundId)).size).toBe(1);
    expect(answers.filter((a) => a.body.replay === false)).toHaveLength(1);
    const after = await ledger(order.id, user.id);
    expect(after.refunds).toHaveLength(1);
    expect(after.refundedMinor).toBe(order.totalMinor);
    // The wallet part came back once; the balance is what the student had before buying.
    expect(after.walletRefunds).toHaveLength(1);
    expect(after.walletBalance).toBe(5000);
    expect(after.contract.reversedClasses).toBe(10);
    expect(after.promoUses).toBe(0);
    expect(after.status).toBe("refunded");
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, "order.refund"), eq(adminAuditLog.targetId, order.reference)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { status: "fulfilled", refundedMinor: 0 },
      after: { status: "refunded", refundedMinor: order.totalMinor },
    });
    // Refunding a refunded order again (a new key) is refused.
    const more = await refundAs(order.reference, {
      ...body,
      key: "full-refund-0002",
      amount_minor: 1,
    });
    expect(more.status).toBe(409);
  });

  it("10 different partial refunds at once never exceed the order's total", async () => {
    const { user, order } = await paidOrder();
    // Four parts fit (and leave a little); a fifth would go over.
    const part = Math.floor((order.totalMinor - 1) / 4);
    expect(5 * part).toBeGreaterThan(order.totalMinor);
    const answers = await race(
      Array.from(
        { length: 10 },
        (_, i) => () =>
          refundAs(order.reference, {
            amount_minor: part,
            classes: 1,
            reason: "Partial",
            key: `partial-${order.id}-${i}-xx`,
          }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
    const after = await ledger(order.id, user.id);
    expect(after.refundedMinor).toBe(4 * part);
    expect(after.refundedMinor).toBeLessThanOrEqual(order.totalMinor);
    expect(after.contract.reversedClasses).toBe(4);
    // Not complete (the rest is a few paise): the wallet and promo stay.
    expect(after.status).toBe("fulfilled");
    expect(after.walletRefunds).toHaveLength(0);
    expect(after.promoUses).toBe(1);
    // The rest completes it and returns the wallet part.
    const rest = await refundAs(order.reference, {
      amount_minor: order.totalMinor - 4 * part,
      reason: "The rest",
      key: `partial-${order.id}-rest`,
    });
    expect(rest.status).toBe(200);
    const done = await ledger(order.id, user.id);
    expect(done.refundedMinor).toBe(order.totalMinor);
    expect(done.walletBalance).toBe(5000);
    expect(done.contract.reversedClasses).toBe(10);
    expect(done.status).toBe("refunded");
  });

  it("refuses a refund above what is left, and an unpaid order", async () => {
    const { order } = await paidOrder();
    const tooMuch = await refundAs(order.reference, {
      amount_minor: order.totalMinor + 1,
      reason: "x",
      key: `too-much-${order.id}`,
    });
    expect(tooMuch.status).toBe(409);
    await t.db.update(orders).set({ status: "expired" }).where(eq(orders.id, order.id));
    const unpaid = await refundAs(order.reference, {
      amount_minor: 1,
      reason: "x",
      key: `unpaid-${order.id}-k`,
    });
    expect(unpaid.status).toBe(409);
  });
});

describe("the console's lists", () => {
  it("dashboard numbers, people search and orders answer for an admin", async () => {
    const dash = await call(dashboardGet, "GET", "/x", {
      as: asAdmin(),
    });
    expect(dash.status).toBe(200);
    expect(dash.body.revenue.find((r: { currency: string }) => r.currency === "INR")).toBeTruthy();
    expect(dash.body.newFamilies).toBeGreaterThan(0);
    const people = await call(peopleGet, "GET", `/x?q=${admin.email}`, { as: asAdmin() });
    expect(people.body.people.map((p: { id: number }) => p.id)).toContain(admin.id);
    const list = await call(ordersGet, "GET", "/x?status=refunded", { as: asAdmin() });
    expect(list.body.orders.length).toBeGreaterThan(0);
    expect(list.body.orders.every((o: { status: string }) => o.status === "refunded")).toBe(true);
    const [u] = await t.db.select({ n: count() }).from(users);
    expect(u!.n).toBeGreaterThan(0);
  });
});
