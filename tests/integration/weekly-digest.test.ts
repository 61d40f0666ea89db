import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  classSessions,
  outboxMessages,
  pointEntries,
  sessionEnrolments,
  users,
  weeklyDigests,
} from "@/db/schema";
import { digestWeek, sendWeeklyDigests } from "@/lib/engagement/digest/weekly-digest";
import { SCHEDULED_JOBS } from "@/lib/jobs/app-jobs";
import { normalizeContact } from "@/lib/messaging/unsubscribe/contact";
import { recordUnsubscribe } from "@/lib/messaging/unsubscribe/contacts";
import { markAttended } from "../support/classes-after-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";

// Sunday 22 November 2026, 18:00 IST: the job's hour. The week is Monday 16 to Sunday 22.
const NOW = new Date("2026-11-22T12:30:00Z");
const IN_WEEK = new Date("2026-11-19T11:00:00Z");
const LAST_WEEK = new Date("2026-11-12T11:00:00Z");

let t: TestDatabase;
let teacherId: number;
let asha: { id: number; familyId: number | null }, ravi: { id: number; familyId: number | null };
let quiet: { id: number; familyId: number | null };
let gone: { id: number; familyId: number | null };

async function attended(studentId: number, startsAt: Date, notes: string | null) {
  const session = await makeClass(t.db, {
    teacherId,
    slotId: null,
    startsAt,
    students: [{ id: studentId }],
  });
  if (notes)
    await t.db.update(classSessions).set({ title: notes }).where(eq(classSessions.id, session.id));
  const [e] = await t.db
    .select()
    .from(sessionEnrolments)
    .where(eq(sessionEnrolments.sessionId, session.id));
  await markAttended(t.db, e!.id, startsAt);
  return session.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacherId = (await makeTeacher(t.db, subject)).user.id;
  // Asha and Ravi share a mobile: one family (the family trigger).
  asha = await makeUser(t.db, { firstName: "Asha", mobile: "9777000001" });
  ravi = await makeUser(t.db, { firstName: "Ravi", mobile: "9777000001", email: null });
  quiet = await makeUser(t.db, { firstName: "Quiet", mobile: "9777000002" });
  gone = await makeUser(t.db, { firstName: "Gone", mobile: "9777000003" });
  await attended(asha.id, IN_WEEK, "Major scales, both hands");
  await attended(ravi.id, LAST_WEEK, "Old news");
  await attended(gone.id, new Date(IN_WEEK.getTime() + 3 * 3_600_000), null);
  await t.db.insert(pointEntries).values([
    { studentId: asha.id, points: 20, reason: "attendance", ref: "x:1", createdAt: IN_WEEK },
    { studentId: ravi.id, points: 5, reason: "rating", ref: "x:2", createdAt: LAST_WEEK },
  ]);
});
afterAll(async () => {
  await t.destroy();
});

const outboxLike = (text: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.body, `%${text}%`));

describe("the weekly family digest", () => {
  it("is scheduled on Sundays and covers Monday to Sunday in IST", () => {
    expect(SCHEDULED_JOBS.find((j) => j.name === "send-weekly-digests")?.cron).toBe("30 12 * * 0");
    expect(digestWeek(NOW).weekStart).toBe("2026-11-16");
    expect(digestWeek(new Date("2026-11-15T19:00:00Z")).weekStart).toBe("2026-11-16"); // Mon 00:30 IST
  });

  it("sends each family one digest (classes, teacher notes, points), skips the unsubscribed, and never twice", async () => {
    const [goneFamily] = await t.db
      .select({ familyId: users.familyId })
      .from(users)
      .where(eq(users.id, gone.id));
    await recordUnsubscribe(t.db, {
      type: "mobile",
      contact: normalizeContact("mobile", "+919777000003"),
      reason: "too_many",
      source: "form",
      now: NOW,
    });
    expect(await sendWeeklyDigests(t.db, NOW, { transports: {} })).toBe(1);
    const [digest, ...more] = await outboxLike("Asha:");
    expect(more).toEqual([]);
    expect(digest!.to).toBe("+919777000001");
    expect(digest!.body).toContain("Asha: 1 class attended, 20 points this week (20 in all).");
    expect(digest!.body).toContain("Major scales, both hands");
    expect(digest!.body).toContain("Ravi: 0 classes attended, 0 points this week (5 in all).");
    expect(digest!.body).not.toContain("Old news");
    expect(digest!.body).toMatch(/\/unsubscribe\//);
    expect(await outboxLike("Gone:")).toEqual([]);
    expect(await outboxLike("Quiet:")).toEqual([]);
    const outcomes = await t.db.select().from(weeklyDigests);
    expect(outcomes.find((o) => o.familyId === goneFamily!.familyId)?.outcome).toBe("unsubscribed");
    expect(outcomes.find((o) => o.familyId === quiet.familyId)?.outcome).toBe("empty");

    // A rerun (a retry, a second worker) sends nothing more.
    expect(await sendWeeklyDigests(t.db, NOW, { transports: {} })).toBe(0);
    expect(await outboxLike("Asha:")).toHaveLength(1);
  });
});
