import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as userRegistrationStudent } from "@/app/(api)/ng-api/v1/userRegistrationStudent/route";
import { POST as saveBuddyRoute } from "@/app/(api)/save-buddy/route";
import { orders, packs, users } from "@/db/schema";
import { buddyBatchMembers, buddyBatches } from "@/db/schema/teacher";
import { verifyPassword } from "@/lib/auth/password";
import { BUDDY_SIGNUP_MESSAGES as M } from "@/lib/teacher/buddy/signup-schema";
import { testAuthDeps, useAsAppAuthDeps, type TestAuthDeps } from "../support/auth-deps";
import { buddyLead, makeBuddyBatch, verifyMobile } from "../support/buddy";
import { makeStream, makeSubject, makeUser } from "../support/factories";
import { callV1, postJson } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let deps: TestAuthDeps;
let subjectId: number;
let mobileSeq = 9_660_000_000;
const nextMobile = () => String(mobileSeq++);

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  deps = await testAuthDeps(t.db);
  useAsAppAuthDeps(deps);
  subjectId = (await makeSubject(t.db, (await makeStream(t.db)).id)).id;
});
afterAll(async () => {
  await t.destroy();
});

async function save(body: unknown) {
  const res = await postJson(saveBuddyRoute, "/save-buddy", body);
  return { status: res.status, body: await res.json() };
}
const membersOf = (batchId: number) =>
  t.db.select().from(buddyBatchMembers).where(eq(buddyBatchMembers.batchId, batchId));

describe("save-buddy", () => {
  it("registers the buddy with their password, holds a seat and answers the pack's payment page", async () => {
    const { batch, token, contract } = await makeBuddyBatch(t.db, subjectId, 3);
    const mobile = nextMobile();
    await verifyMobile(t.db, deps, mobile);
    const res = await save(buddyLead(token, mobile));
    expect(res.status).toBe(200);
    expect(res.body.responseCode).toBe(200);
    expect(res.body.data.messageDescription).toBe(M.proceed);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.packId, contract.packId))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(order!.status).toBe("created");
    expect(res.body.data.paymentUrl).toContain(order!.reference);

    const [buddy] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, `buddy.${mobile}@example.com`));
    expect(buddy!.role).toBe("student");
    expect(await verifyPassword("Buddy#2026", buddy!.passwordHash!)).toBe(true);
    expect(order!.userId).toBe(buddy!.id);
    const members = await membersOf(batch.id);
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ userId: buddy!.id, orderId: order!.id });
  });

  it("answers field errors on email and mobile (422), and nothing is created", async () => {
    const { batch, token } = await makeBuddyBatch(t.db, subjectId, 3);
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const bad = await save(buddyLead(token, "12", { email: "not-an-email", password: "short" }));
    expect(bad.status).toBe(422);
    expect(bad.body.responseCode).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "password", "reg_mobile_num"]);

    // A mobile that was never verified by OTP: the registration's own message.
    const unverified = await save(buddyLead(token, nextMobile()));
    expect(unverified.status).toBe(422);
    expect(unverified.body.errors.reg_mobile_num).toBe("Please verify your mobile first");
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
    expect(await membersOf(batch.id)).toEqual([]);
  });

  it("refuses an existing account's e-mail with errors.email, keeping the seat free", async () => {
    const { batch, token } = await makeBuddyBatch(t.db, subjectId, 3);
    const existing = await makeUser(t.db, { email: "taken.buddy@example.com" });
    const mobile = nextMobile();
    await verifyMobile(t.db, deps, mobile);
    const res = await save(buddyLead(token, mobile, { email: existing.email }));
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toBe("This email is already registered.");
    expect(await membersOf(batch.id)).toEqual([]);
  });

  it("stops with 202 on a bad or expired link and on a full batch; nobody is registered", async () => {
    const mobile = nextMobile();
    await verifyMobile(t.db, deps, mobile);
    const bad = await save(buddyLead("0123456789abcdef0123456789abcdef", mobile));
    expect(bad.status).toBe(202);
    expect(bad.body).toEqual({ responseCode: 202, data: { messageDescription: M.badLink } });
    expect((await save(buddyLead("../1", mobile))).body.data.messageDescription).toBe(M.badLink);

    const old = await makeBuddyBatch(t.db, subjectId, 3);
    await t.db
      .update(buddyBatches)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(buddyBatches.id, old.batch.id));
    expect((await save(buddyLead(old.token, mobile))).body.data.messageDescription).toBe(M.expired);

    // Capacity 2: the owner and one buddy.
    const small = await makeBuddyBatch(t.db, subjectId, 2);
    expect((await save(buddyLead(small.token, mobile))).status).toBe(200);
    const second = nextMobile();
    await verifyMobile(t.db, deps, second);
    const full = await save(buddyLead(small.token, second));
    expect(full.status).toBe(202);
    expect(full.body.data.messageDescription).toBe(M.full);
    expect(await t.db.select().from(users).where(eq(users.mobile, second))).toEqual([]);
    // A capacity of 1 is the owner alone.
    const solo = await makeBuddyBatch(t.db, subjectId, 1);
    expect((await save(buddyLead(solo.token, second))).body.data.messageDescription).toBe(M.full);
  });

  it("frees a seat whose order was cancelled or whose hold ended", async () => {
    const small = await makeBuddyBatch(t.db, subjectId, 2);
    const first = nextMobile();
    await verifyMobile(t.db, deps, first);
    expect((await save(buddyLead(small.token, first))).status).toBe(200);
    const [member] = await membersOf(small.batch.id);
    await t.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, member!.orderId!));
    const second = nextMobile();
    await verifyMobile(t.db, deps, second);
    expect((await save(buddyLead(small.token, second))).status).toBe(200);
    // A paid seat stays taken for good, even after its hold.
    const paid = (await membersOf(small.batch.id)).find((m) => m.id !== member!.id)!;
    await t.db.update(orders).set({ status: "fulfilled" }).where(eq(orders.id, paid.orderId!));
    await t.db
      .update(buddyBatchMembers)
      .set({ heldUntil: sql`now() - interval '1 hour'` })
      .where(eq(buddyBatchMembers.id, paid.id));
    const third = nextMobile();
    await verifyMobile(t.db, deps, third);
    expect((await save(buddyLead(small.token, third))).body.data.messageDescription).toBe(M.full);
  });

  it("puts a buddy on a family's verified mobile into that family (the registration rule)", async () => {
    const { token } = await makeBuddyBatch(t.db, subjectId, 5);
    const mobile = nextMobile();
    await verifyMobile(t.db, deps, mobile);
    const sibling = await callV1(userRegistrationStudent, "userRegistrationStudent", {
      first_name: "Older",
      last_name: "Sibling",
      email: `sibling.${mobile}@example.com`,
      reg_mobile_num: mobile,
      country_code: "+91",
      user_password: "Secret#123",
    });
    expect(sibling.body.success).toBe(true);
    await verifyMobile(t.db, deps, mobile);
    expect((await save(buddyLead(token, mobile))).status).toBe(200);
    const kids = await t.db
      .select({ familyId: users.familyId })
      .from(users)
      .where(eq(users.mobile, mobile));
    expect(kids).toHaveLength(2);
    expect(kids[0]!.familyId).not.toBeNull();
    expect(kids[1]!.familyId).toBe(kids[0]!.familyId);
  });

  it("stops with 202 when the batch's pack is no longer on sale, before any account is made", async () => {
    const { token, contract } = await makeBuddyBatch(t.db, subjectId, 3);
    await t.db.update(packs).set({ isActive: false }).where(eq(packs.id, contract.packId));
    const mobile = nextMobile();
    await verifyMobile(t.db, deps, mobile);
    const res = await save(buddyLead(token, mobile));
    expect(res.status).toBe(202);
    expect(res.body.data.messageDescription).toBe(M.closed);
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
  });
});
