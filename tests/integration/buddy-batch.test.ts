import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createBuddyBatchRoute } from "@/app/(api)/st/create-buddy-batch/route";
import { buddyBatches } from "@/db/schema/teacher";
import { BUDDY_MESSAGES as M } from "@/lib/teacher/buddy/buddy";
import { postAs } from "../support/booking-fixtures";
import { makeContract, makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { type Who, whoOf } from "../support/legacy-client";

const as = whoOf;

let t: TestDatabase;
let alice: Who, bob: Who, teacher: Who;
let contractId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacher = as((await makeTeacher(t.db, subject)).user);
  alice = as(await makeUser(t.db));
  bob = as(await makeUser(t.db));
  contractId = (
    await makeContract(t.db, { studentId: alice.id, subjectId: subject.id, totalClasses: 8 })
  ).id;
});
afterAll(async () => {
  await t.destroy();
});

const call = (who: Who | null, query: string) =>
  postAs(createBuddyBatchRoute, `/st/create-buddy-batch?${query}`, who);

describe("st/create-buddy-batch", () => {
  it("refuses a missing, 0 or 6 capacity with the spec's messages; nothing saved", async () => {
    const missing = await call(alice, `contract_id=${contractId}`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.capacity).toBe(M.capacityRequired);
    expect((await call(alice, `capacity=&contract_id=${contractId}`)).body.errors.capacity).toBe(
      M.capacityRequired,
    );
    expect((await call(alice, `capacity=6&contract_id=${contractId}`)).body.errors.capacity).toBe(
      M.capacityTooBig,
    );
    expect((await call(alice, `capacity=0&contract_id=${contractId}`)).body.errors.capacity).toBe(
      M.capacityTooSmall,
    );
    expect(await t.db.select().from(buddyBatches)).toEqual([]);
  });

  it("refuses a teacher (403), another student's contract (403) and an unknown one (404)", async () => {
    expect((await call(teacher, `capacity=3&contract_id=${contractId}`)).status).toBe(403);
    expect((await call(bob, `capacity=3&contract_id=${contractId}`)).status).toBe(403);
    expect((await call(alice, "capacity=3&contract_id=999999")).status).toBe(404);
  });

  it("answers true, then false for the same contract (Duplicate Entry)", async () => {
    const first = await call(alice, `capacity=5&contract_id=${contractId}`);
    expect(first.status).toBe(200);
    expect(first.body).toBe(true);
    const again = await call(alice, `capacity=2&contract_id=${contractId}`);
    expect(again.body).toBe(false);
    expect(await t.db.select().from(buddyBatches)).toHaveLength(1);
  });

  it("the database itself refuses a capacity above 5", async () => {
    await expect(t.db.execute(sql`update buddy_batches set capacity = 6`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23514" }),
    });
  });
});
