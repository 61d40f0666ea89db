import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveBuddyRoute } from "@/app/(api)/save-buddy/route";
import { users } from "@/db/schema";
import { buddyBatchMembers } from "@/db/schema/teacher";
import { claimSeat } from "@/lib/teacher/buddy/save-buddy";
import { BUDDY_SIGNUP_MESSAGES as M } from "@/lib/teacher/buddy/signup-schema";
import { testAuthDeps, useAsAppAuthDeps, type TestAuthDeps } from "../support/auth-deps";
import { buddyLead, makeBuddyBatch, verifyMobile } from "../support/buddy";
import { makeUser } from "../support/factories";
import { postJson } from "../support/legacy-client";
import { closeRacingDb, openRacingDb, type RacingDb } from "../support/racing-db";

// More buddies than seats sign up through one invite link at the same moment. On the Postgres
// server (TEST_DB=postgres) the requests really run at once on a pool of connections; on PGlite one
// after another. Either way exactly the free seats are taken and every other buddy is told.

const BUDDIES = 8;
const CAPACITY = 5; // the owner and four buddies
let db: RacingDb;
let deps: TestAuthDeps;

beforeAll(async () => {
  db = await openRacingDb(BUDDIES + 2);
  deps = await testAuthDeps(db.t.db);
  useAsAppAuthDeps(deps);
});
afterAll(() => closeRacingDb(db));

describe("claims racing for the seats of one batch", () => {
  it("hold exactly capacity - 1 seats when 20 claims run at once", async () => {
    const { batch } = await makeBuddyBatch(db.t.db, db.subject.id, CAPACITY);
    const buddies = [];
    for (let i = 0; i < 20; i++) buddies.push(await makeUser(db.t.db));
    const now = new Date(Date.UTC(2026, 10, 25));
    const pool = db.pool.db;
    const claims = await Promise.all(buddies.map((b) => claimSeat(pool, batch, b.id, now)));
    expect(claims.filter((c) => typeof c === "number")).toHaveLength(CAPACITY - 1);
    expect(claims.filter((c) => c === null)).toHaveLength(20 - (CAPACITY - 1));
  });
});

describe("buddies racing for the seats of one batch", () => {
  it("takes exactly capacity - 1 seats; the others get the 202 'full' answer", async () => {
    const { batch, token } = await makeBuddyBatch(db.t.db, db.subject.id, CAPACITY);
    const mobiles = Array.from({ length: BUDDIES }, (_, i) => String(9_770_000_000 + i));
    for (const m of mobiles) await verifyMobile(db.t.db, deps, m);

    const answers = await Promise.all(
      mobiles.map(async (m) => {
        const res = await postJson(saveBuddyRoute, "/save-buddy", buddyLead(token, m));
        return { status: res.status, body: await res.json() };
      }),
    );
    const proceeded = answers.filter((a) => a.status === 200);
    const stopped = answers.filter((a) => a.status === 202);
    expect(proceeded).toHaveLength(CAPACITY - 1);
    expect(stopped).toHaveLength(BUDDIES - (CAPACITY - 1));
    for (const a of stopped) {
      expect([M.full, M.fullAfterSignup]).toContain(a.body.data.messageDescription);
    }
    for (const a of proceeded) expect(a.body.data.paymentUrl).toMatch(/ord_/);

    const members = await db.t.db
      .select()
      .from(buddyBatchMembers)
      .where(eq(buddyBatchMembers.batchId, batch.id));
    expect(members).toHaveLength(CAPACITY - 1);
    expect(members.every((m) => m.orderId !== null)).toBe(true);
    // Each buddy who was told "full" after signing up still has a working account.
    const accounts = await db.t.db.select({ id: users.id }).from(users);
    expect(accounts.length).toBeGreaterThanOrEqual(1 + CAPACITY - 1);
  });
});
