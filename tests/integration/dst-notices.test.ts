import { eq, gt, inArray, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  classSessions,
  dstNotices,
  outboxMessages,
  SESSION_STATUS,
  sessionEnrolments,
  teacherSlots,
} from "@/db/schema";
import { SCHEDULED_JOBS } from "@/lib/jobs/app-jobs";
import { DST_NOTICE_DAYS, sendDstNotices } from "@/lib/reminders/dst-notices";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// Issue 23: an India teacher's weekly 7 pm class seen from New York moves by an hour across the
// US change of Sunday 8 March 2026 (08:30 AM EST → 09:30 AM EDT). The family is told a few days
// before the first class at the new time, once per booking series per change.
const IST = "Asia/Kolkata";
const NY = "America/New_York";
// Thursdays at 19:00 IST = 13:30 UTC; 12 March is the first class after the change.
const THURSDAYS = ["2026-02-26", "2026-03-05", "2026-03-12", "2026-03-19"].map(
  (d) => new Date(`${d}T13:30:00Z`),
);
const FIRST_SHIFTED = THURSDAYS[2]!;

let t: TestDatabase;
let abroad: { id: number; mobile: string | null };
let home: { id: number };
let cancelledAbroad: { id: number };

async function lastOutboxId() {
  const [{ last }] = (await t.db.select({ last: max(outboxMessages.id) }).from(outboxMessages)) as [
    { last: number | null },
  ];
  return last ?? 0;
}
const sentSince = (id: number) =>
  t.db
    .select({ to: outboxMessages.to, subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(gt(outboxMessages.id, id));

beforeAll(async () => {
  t = await createTestDatabase();
  const stream = await makeStream(t.db);
  const subject = await makeSubject(t.db, stream.id, { name: "Guitar" });
  const teacher = await makeTeacher(t.db, subject, { user: { timeZone: IST } });
  const [slot] = await t.db
    .insert(teacherSlots)
    .values({
      teacherId: teacher.user.id,
      dayOfWeek: 4,
      startTime: "19:00",
      durationMinutes: 60,
      isDemoSlot: false,
      capacity: 3,
    })
    .returning();
  const ny = await makeUser(t.db, { role: "student", timeZone: NY });
  abroad = { id: ny.id, mobile: ny.mobile };
  home = await makeUser(t.db, { role: "student", timeZone: IST });
  cancelledAbroad = await makeUser(t.db, { role: "student", timeZone: NY });
  for (const startsAt of THURSDAYS) {
    const [session] = await t.db
      .insert(classSessions)
      .values({
        teacherId: teacher.user.id,
        slotId: slot!.id,
        subjectId: subject.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        capacity: 3,
      })
      .returning();
    for (const who of [abroad, home, cancelledAbroad]) {
      await t.db.insert(sessionEnrolments).values({
        sessionId: session!.id,
        studentId: who.id,
        startsAt,
        endsAt: session!.endsAt,
        ...(who === cancelledAbroad ? { status: SESSION_STATUS.cancelled } : {}),
      });
    }
  }
});
afterAll(() => t.destroy());

describe("send-dst-notices", () => {
  it("is a scheduled job", () => {
    expect(SCHEDULED_JOBS.find((j) => j.name === "send-dst-notices")?.cron).toBe("17 * * * *");
  });

  it("says nothing while the first class at the new time is more than a few days away", async () => {
    const now = new Date(FIRST_SHIFTED.getTime() - (DST_NOTICE_DAYS + 1) * 24 * 60 * 60_000);
    expect(await sendDstNotices(t.db, now)).toBe(0);
    expect(await t.db.select().from(dstNotices)).toEqual([]);
  });

  it("tells the New York family once, a few days before, with both times; not the India family", async () => {
    const before = await lastOutboxId();
    // Monday 9 March 2026, the day after the US change.
    const now = new Date("2026-03-09T12:00:00Z");
    expect(await sendDstNotices(t.db, now)).toBe(1);
    const rows = await t.db.select().from(dstNotices);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ studentId: abroad.id, shiftAt: FIRST_SHIFTED, messages: 1 });

    const sent = await sentSince(before);
    expect(sent).toHaveLength(1);
    // Best channel first (lib/notify): the family's mobile.
    expect(sent[0]!.to).toContain(abroad.mobile!);
    expect(sent[0]!.body).toContain("your Guitar class.");
    expect(sent[0]!.body).toContain("09:30 AM (EDT) instead of 08:30 AM (EST)");
    expect(sent[0]!.body).toContain("Thursday, 12th Mar");

    // Once per series per change: later runs before the class send nothing more.
    expect(await sendDstNotices(t.db, new Date("2026-03-10T12:00:00Z"))).toBe(0);
    expect(await sendDstNotices(t.db, new Date("2026-03-12T12:00:00Z"))).toBe(0);
    expect(await sentSince(before)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(dstNotices)
        .where(inArray(dstNotices.studentId, [home.id, cancelledAbroad.id])),
    ).toEqual([]);
  });

  it("says nothing once the first class at the new time has started", async () => {
    await t.db.delete(dstNotices).where(eq(dstNotices.studentId, abroad.id));
    expect(await sendDstNotices(t.db, new Date(FIRST_SHIFTED.getTime() + 60_000))).toBe(0);
  });
});
