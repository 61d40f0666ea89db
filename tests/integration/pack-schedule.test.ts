import { and, eq, gt, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as schedulePost } from "@/app/(api)/st/pack-schedule/route";
import { POST as reschedulePost } from "@/app/(api)/st/reschedule-class/route";
import { classSessions, outboxMessages, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import { loadContinueWith } from "@/lib/scheduling/pack-schedule/load-after-demo";
import { loadPackBalances } from "@/lib/scheduling/pack-schedule/load-pack-balances";
import { loadSchedulePage } from "@/lib/scheduling/pack-schedule/load-schedule-page";
import { PACK_SCHEDULE_MESSAGES as M } from "@/lib/scheduling/pack-schedule/messages";
import { RESCHEDULE_FREE_HOURS } from "@/lib/scheduling/reschedule/policy";
import { RESCHEDULED_REASON } from "@/lib/scheduling/reschedule/reschedule";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import { makeBookedClass, makeSlotOn, postAs } from "../support/booking-fixtures";
import { makeContract, makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let guitar: { id: number; streamId: number };
const ZONE = "Asia/Kolkata";

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const stream = await makeStream(t.db);
  guitar = await makeSubject(t.db, stream.id);
});
afterAll(() => t.destroy());

async function teacher(zone = ZONE) {
  const { user } = await makeTeacher(t.db, guitar, { user: { timeZone: zone } });
  return { id: user.id, timeZone: zone };
}

/** A paid weekly class time of the teacher on the weekday `days` from today. */
async function classTime(tch: { id: number; timeZone: string }, days: number, time = "17:00") {
  return makeSlotOn(t.db, tch, days, { isDemoSlot: false, time });
}

async function family(classes: number, teacherId: number | null = null) {
  const u = await makeUser(t.db, { role: "student", timeZone: ZONE });
  await makeContract(t.db, {
    studentId: u.id,
    subjectId: guitar.id,
    teacherId,
    totalClasses: classes,
  });
  return { id: u.id, role: "student" as const };
}

/** A "Schedule your classes" request for guitar. */
const ask = (teacherId: number, slotIds: number[], count: number) => ({
  subjectId: guitar.id,
  teacherId,
  slotIds,
  count,
});

const schedule = (who: { id: number; role: "student" } | null, body: Record<string, unknown>) =>
  postAs(schedulePost, "/st/pack-schedule", who, body);
const reschedule = (who: { id: number; role: "student" }, body: Record<string, unknown>) =>
  postAs(reschedulePost, "/st/reschedule-class", who, body);

async function seatsOf(studentId: number) {
  return t.db
    .select({ sessionId: sessionEnrolments.sessionId, status: sessionEnrolments.status })
    .from(sessionEnrolments)
    .where(eq(sessionEnrolments.studentId, studentId));
}

async function balanceOf(studentId: number) {
  const [b] = await loadPackBalances(t.db, studentId, new Date());
  return b!;
}

describe("schedule your classes from a pack", () => {
  it("books 8 weekly classes at two weekly times, each spending one class of the pack", async () => {
    const tch = await teacher();
    const a = await classTime(tch, 2);
    const b = await classTime(tch, 4, "10:00");
    const kid = await family(16, tch.id);
    const res = await schedule(kid, ask(tch.id, [a.slot.id, b.slot.id], 8));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.booked(8));
    expect(res.body.classes).toHaveLength(8);
    const starts = (res.body.classes as { startsAt: string }[]).map((c) => c.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(await seatsOf(kid.id)).toHaveLength(8);
    expect(await balanceOf(kid.id)).toMatchObject({ total: 16, booked: 8, held: 0, left: 8 });
  });

  it("refuses more classes than the pack has left, booking nothing", async () => {
    const tch = await teacher();
    const a = await classTime(tch, 3);
    const kid = await family(4);
    const res = await schedule(kid, ask(tch.id, [a.slot.id], 5));
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(M.notEnoughLeft(4));
    expect(await seatsOf(kid.id)).toHaveLength(0);
  });

  it("refuses weekly times that clash with the teacher's booked classes, naming every date", async () => {
    const tch = await teacher();
    const a = await classTime(tch, 3);
    const other = await makeUser(t.db, { role: "student" });
    // The teacher already teaches someone else at that time in weeks 2 and 4.
    const first = new Date(`${a.date}T11:30:00Z`);
    const week2 = new Date(first.getTime() + 7 * 86_400_000);
    const week4 = new Date(first.getTime() + 21 * 86_400_000);
    await makeBookedClass(t.db, tch.id, other.id, week2);
    await makeBookedClass(t.db, tch.id, other.id, week4);
    const kid = await family(8);
    const res = await schedule(kid, ask(tch.id, [a.slot.id], 8));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      M.clashes([formatWhenIn(week2, ZONE), formatWhenIn(week4, ZONE)]),
    );
    expect(await seatsOf(kid.id)).toHaveLength(0);
  });

  it("a pack tied to a teacher cannot be spent with another teacher", async () => {
    const mine = await teacher();
    const other = await teacher();
    const slot = await classTime(other, 2);
    const kid = await family(8, mine.id);
    const res = await schedule(kid, ask(other.id, [slot.slot.id], 1));
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(M.notEnoughLeft(0));
  });

  it("refuses a demo slot, another teacher's slot, three times, or no login", async () => {
    const tch = await teacher();
    const demo = await makeSlotOn(t.db, tch, 2, { isDemoSlot: true });
    const kid = await family(8);
    const demoRes = await schedule(kid, ask(tch.id, [demo.slot.id], 1));
    expect(demoRes.status).toBe(400);
    expect(demoRes.body.message).toBe(M.notTeacherTime);
    const three = await schedule(kid, ask(tch.id, [1, 2, 3], 1));
    expect(three.status).toBe(400);
    const anon = await schedule(null, ask(tch.id, [1], 1));
    expect(anon.status).toBe(401);
  });
});

describe("reschedule a booked class", () => {
  async function bookedFamily(days = 3) {
    const tch = await teacher();
    const a = await classTime(tch, days);
    const b = await classTime(tch, days + 1, "09:00");
    const kid = await family(4, tch.id);
    const res = await schedule(kid, ask(tch.id, [a.slot.id], 2));
    const [first] = res.body.classes as { sessionId: number; startsAt: string }[];
    return { tch, kid, first: first!, to: `${b.slot.id}_${b.date}` };
  }

  it("moves the class to another time of the same teacher, keeping the pack's count", async () => {
    const { kid, first, to } = await bookedFamily();
    const before = await balanceOf(kid.id);
    const res = await reschedule(kid, { sessionId: first.sessionId, to });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.rescheduled);
    expect(await balanceOf(kid.id)).toEqual(before);
    const [old] = await t.db
      .select()
      .from(sessionEnrolments)
      .where(
        and(
          eq(sessionEnrolments.studentId, kid.id),
          eq(sessionEnrolments.sessionId, first.sessionId),
        ),
      );
    expect(old).toMatchObject({
      status: SESSION_STATUS.cancelled,
      cancelReason: RESCHEDULED_REASON,
    });
    const [oldSession] = await t.db
      .select({ enrolled: classSessions.enrolledCount })
      .from(classSessions)
      .where(eq(classSessions.id, first.sessionId));
    expect(oldSession!.enrolled).toBe(0);
    const active = (await seatsOf(kid.id)).filter((s) => s.status !== SESSION_STATUS.cancelled);
    expect(active.map((s) => s.sessionId)).toContain(res.body.sessionId);
    expect(active).toHaveLength(2);
  });

  it("tells the family and the teacher that the class moved, not that it was cancelled", async () => {
    const { kid, first, to } = await bookedFamily();
    const [{ last }] = (await t.db
      .select({ last: max(outboxMessages.id) })
      .from(outboxMessages)) as [{ last: number | null }];
    const res = await reschedule(kid, { sessionId: first.sessionId, to });
    expect(res.status).toBe(200);
    const sent = await t.db
      .select({ to: outboxMessages.to, body: outboxMessages.body })
      .from(outboxMessages)
      .where(gt(outboxMessages.id, last ?? 0));
    const moved = sent.filter((m) => m.body.includes(" moved to "));
    expect(new Set(moved.map((m) => m.to)).size).toBeGreaterThanOrEqual(2);
    expect(sent.filter((m) => /cancel/i.test(m.body))).toEqual([]);
  });

  it(`refuses within ${RESCHEDULE_FREE_HOURS} hours of the class, leaving it booked`, async () => {
    const tch = await teacher();
    const kid = await family(4, tch.id);
    const soon = await makeBookedClass(t.db, tch.id, kid.id, new Date(Date.now() + 5 * 3_600_000));
    await t.db
      .update(classSessions)
      .set({ subjectId: guitar.id })
      .where(eq(classSessions.id, soon.id));
    const b = await classTime(tch, 4);
    const res = await reschedule(kid, { sessionId: soon.id, to: `${b.slot.id}_${b.date}` });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.rescheduleTooLate(RESCHEDULE_FREE_HOURS));
    const seats = await seatsOf(kid.id);
    expect(seats).toEqual([{ sessionId: soon.id, status: SESSION_STATUS.scheduled }]);
  });

  it("refuses another teacher's time and someone else's class", async () => {
    const { kid, first } = await bookedFamily();
    const other = await teacher();
    const o = await classTime(other, 5);
    const res = await reschedule(kid, { sessionId: first.sessionId, to: `${o.slot.id}_${o.date}` });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.rescheduleSameTeacher);
    const stranger = await family(4);
    const res2 = await reschedule(stranger, {
      sessionId: first.sessionId,
      to: `${o.slot.id}_${o.date}`,
    });
    expect(res2.status).toBe(404);
  });
});

describe("the schedule page and the dashboard's pack panel", () => {
  it("shows the pack's teacher with times in the family's zone, booked classes and free dates", async () => {
    const tch = await teacher("Europe/London");
    const a = await classTime(tch, 3, "12:00");
    await classTime(tch, 5, "12:00");
    const kid = await family(8, tch.id);
    await schedule(kid, ask(tch.id, [a.slot.id], 2));
    const page = await loadSchedulePage(t.db, kid.id, { subjectId: guitar.id }, ZONE, new Date());
    expect(page.pack).toMatchObject({ total: 8, booked: 2, left: 6 });
    expect(page.left).toBe(6);
    expect(page.teacher?.teacherId).toBe(tch.id);
    expect(page.teacher?.times).toHaveLength(2);
    // 12:00 in London is 17:30 (winter) or 16:30 (summer) in India.
    expect(page.teacher?.times[0]?.label).toMatch(/s, 0[45]:30 PM \(IST\)$/);
    expect(page.booked).toHaveLength(2);
    const bookedAt = new Set(page.booked.map((b) => b.when));
    expect(page.moveChoices.length).toBeGreaterThan(0);
    expect(page.moveChoices.some((c) => bookedAt.has(c.label))).toBe(false);
  });

  it("asks for a teacher when the pack is for any teacher of the subject", async () => {
    const tch = await teacher();
    await classTime(tch, 2);
    const kid = await family(8);
    const page = await loadSchedulePage(t.db, kid.id, { subjectId: guitar.id }, ZONE, new Date());
    expect(page.teacher).toBeNull();
    expect(page.teachers.map((x) => x.teacherId)).toContain(tch.id);
    const chosen = await loadSchedulePage(
      t.db,
      kid.id,
      { subjectId: guitar.id, teacherId: tch.id },
      ZONE,
      new Date(),
    );
    expect(chosen.teacher?.teacherId).toBe(tch.id);
  });

  it("after the demo offers 'Continue with' the demo's teacher, until a pack with them has classes", async () => {
    const tch = await teacher();
    await classTime(tch, 2);
    const kid = await family(1);
    const demo = await makeBookedClass(t.db, tch.id, kid.id, new Date(Date.now() - 86_400_000));
    await t.db
      .update(classSessions)
      .set({ subjectId: guitar.id, isDemo: true })
      .where(eq(classSessions.id, demo.id));
    await t.db
      .update(sessionEnrolments)
      .set({ isDemo: true })
      .where(eq(sessionEnrolments.sessionId, demo.id));
    const spent = await loadPackBalances(t.db, kid.id, new Date());
    // The one-class pack is still open: the next step is to schedule it.
    expect(await loadContinueWith(t.db, kid.id, spent, ZONE, new Date())).toBeNull();
    const none = spent.map((p) => ({ ...p, left: 0 }));
    const offer = await loadContinueWith(t.db, kid.id, none, ZONE, new Date());
    expect(offer).toMatchObject({ teacherId: tch.id, subjectId: guitar.id });
    expect(offer!.nextTimes).toHaveLength(3);
  });
});
