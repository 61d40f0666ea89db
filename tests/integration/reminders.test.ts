import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  classReminders,
  classSessions,
  families,
  outboxMessages,
  SESSION_STATUS,
  sessionEnrolments,
  users,
} from "@/db/schema";
import { SCHEDULED_JOBS } from "@/lib/jobs/app-jobs";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import { sendDueReminders } from "@/lib/reminders/send-reminders";
import { liveClass } from "../support/classes-live-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { createTestQueue } from "../support/test-queue";

// The reminder scheduler on a movable clock: each test places a class days ahead of the real
// time (rows get real created_at) and runs the job at chosen instants around it.

let t: TestDatabase;
let subject: { id: number; streamId: number; name: string };
const ORIGIN = "https://tutorlive.test";
const MIN = 60_000;
const HOUR = 60 * MIN;

beforeAll(async () => {
  t = await createTestDatabase();
  subject = await makeSubject(t.db, (await makeStream(t.db)).id, { name: "Piano" });
});
afterAll(() => t.destroy());

const run = (now: Date) => sendDueReminders(t.db, now, { transports: {}, origin: ORIGIN });

let classes = 0;

/**
 * A teacher, a student (in a family of their own) and a class `daysAhead` days from now (default:
 * 5 days after the previous test's, so no two tests' reminders are due at once).
 */
async function booked(
  opts: {
    daysAhead?: number;
    teacherZone?: string;
    student?: Partial<typeof users.$inferInsert>;
  } = {},
) {
  const { user: teacher } = await makeTeacher(t.db, subject, {
    user: { firstName: "Asha", lastName: "Rao", timeZone: opts.teacherZone ?? "Asia/Kolkata" },
  });
  const student = await makeUser(t.db, { role: "student", firstName: "Kabir", ...opts.student });
  const session = await liveClass(t.db, {
    teacherId: teacher.id,
    subjectId: subject.id,
    startsIn: (opts.daysAhead ?? 3 + 5 * ++classes) * 24 * 60,
    students: [{ id: student.id }],
  });
  const [family] = await t.db
    .select()
    .from(families)
    .innerJoin(users, eq(users.familyId, families.id))
    .where(eq(users.id, student.id));
  return { teacher, student, session, family: family!.families };
}

const at = (start: Date, offsetMs: number) => new Date(start.getTime() + offsetMs);

async function outboxTo(...addresses: (string | null)[]) {
  return t.db
    .select()
    .from(outboxMessages)
    .where(
      inArray(
        outboxMessages.to,
        addresses.filter((a) => a !== null),
      ),
    );
}

async function remindersOf(sessionId: number) {
  return t.db.select().from(classReminders).where(eq(classReminders.sessionId, sessionId));
}

describe("class reminders", () => {
  it("sends the day-before reminder once, to the family and the teacher, in each one's zone", async () => {
    const { teacher, student, session, family } = await booked({ teacherZone: "America/New_York" });
    const start = session.startsAt;
    expect(await run(at(start, -24 * HOUR - MIN))).toBe(0);
    expect(await run(at(start, -24 * HOUR + MIN))).toBe(2);
    expect(await run(at(start, -24 * HOUR + 2 * MIN))).toBe(0);
    expect(await run(at(start, -2 * HOUR))).toBe(0);

    const familyPhone = `${family.countryCode}${family.mobile}`;
    const toFamily = await outboxTo(familyPhone, family.email);
    expect(toFamily.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    const familyBody = toFamily[0]!.body;
    expect(familyBody).toContain(formatWhenIn(start, student.timeZone));
    expect(familyBody).toContain("Kabir's Piano class with Asha Rao is on ");
    expect(familyBody).toContain(`${ORIGIN}/st/dashboard`);
    expect(toFamily.find((m) => m.channel === "email")!.subject).toContain("Piano class on ");

    const toTeacher = await outboxTo(`${teacher.countryCode}${teacher.mobile}`, teacher.email);
    expect(toTeacher).toHaveLength(2);
    expect(toTeacher[0]!.body).toContain(formatWhenIn(start, "America/New_York"));
    expect(toTeacher[0]!.body).toContain("your Piano class with Kabir");
    expect(toTeacher[0]!.body).toContain(`${ORIGIN}/em/dashboard`);
    expect((await remindersOf(session.id)).map((r) => r.kind)).toEqual(["24h", "24h"]);
  });

  it("sends the 15-minute reminder once, and never after the class has started", async () => {
    const { session } = await booked();
    const start = session.startsAt;
    await run(at(start, -24 * HOUR));
    expect(await run(at(start, -15 * MIN))).toBe(2);
    expect(await run(at(start, -5 * MIN))).toBe(0);
    const late = await booked();
    expect(await run(at(late.session.startsAt, 0))).toBe(0);
    expect(await run(at(late.session.startsAt, 5 * MIN))).toBe(0);
    expect(await remindersOf(late.session.id)).toEqual([]);
  });

  it("after an outage sends only the reminder still due, before the class", async () => {
    const { session } = await booked();
    expect(await run(at(session.startsAt, -10 * MIN))).toBe(2);
    expect((await remindersOf(session.id)).map((r) => r.kind)).toEqual(["15m", "15m"]);
  });

  it("sends nothing for a cancelled class or a cancelled booking", async () => {
    const a = await booked();
    await t.db
      .update(classSessions)
      .set({ status: SESSION_STATUS.cancelled })
      .where(eq(classSessions.id, a.session.id));
    const b = await booked();
    await t.db
      .update(sessionEnrolments)
      .set({ status: SESSION_STATUS.cancelled })
      .where(eq(sessionEnrolments.sessionId, b.session.id));
    for (const s of [a.session, b.session]) {
      await run(at(s.startsAt, -24 * HOUR + MIN));
      await run(at(s.startsAt, -10 * MIN));
      expect(await remindersOf(s.id)).toEqual([]);
    }
    expect(
      await outboxTo(a.family.email, b.family.email, a.teacher.email, b.teacher.email),
    ).toEqual([]);
  });

  it("reminds a rescheduled class at its new time, not the old one", async () => {
    const { session, family } = await booked({ daysAhead: 2 });
    const oldStart = session.startsAt;
    expect(await run(at(oldStart, -24 * HOUR + MIN))).toBe(2);
    const newStart = at(oldStart, 2 * 24 * HOUR);
    const moved = { startsAt: newStart, endsAt: at(newStart, HOUR) };
    await t.db.update(classSessions).set(moved).where(eq(classSessions.id, session.id));
    await t.db
      .update(sessionEnrolments)
      .set(moved)
      .where(eq(sessionEnrolments.sessionId, session.id));
    expect(await run(at(oldStart, -10 * MIN))).toBe(0);
    expect(await run(at(newStart, -24 * HOUR + MIN))).toBe(2);
    const mails = await outboxTo(family.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain(formatWhenIn(newStart, "Asia/Kolkata"));
  });

  it("skips a booking made after the reminder's instant (its confirmation came later)", async () => {
    const { session } = await booked({ daysAhead: 0.5 });
    expect(await run(at(session.startsAt, -11 * HOUR))).toBe(0);
    expect(await run(at(session.startsAt, -14 * MIN))).toBe(2);
  });

  it("uses WhatsApp instead of SMS when the student allowed it", async () => {
    const { family, session } = await booked({
      student: { isWhatsappAllowed: true, whatsappNumber: "+919876500001" },
    });
    await run(at(session.startsAt, -24 * HOUR + MIN));
    const sent = await outboxTo(
      "+919876500001",
      `${family.countryCode}${family.mobile}`,
      family.email,
    );
    expect(sent.map((m) => `${m.channel}:${m.to}`).sort()).toEqual([
      `email:${family.email}`,
      "whatsapp:+919876500001",
    ]);
  });

  it("the family's switch stops the family's reminders, not the teacher's", async () => {
    const { family, teacher, session } = await booked();
    await t.db.update(families).set({ classReminders: false }).where(eq(families.id, family.id));
    expect(await run(at(session.startsAt, -24 * HOUR + MIN))).toBe(1);
    expect(await outboxTo(family.email)).toEqual([]);
    expect(await outboxTo(teacher.email)).toHaveLength(1);
  });

  it("records a reminder nobody can receive (no usable channel) once, without a message", async () => {
    const { session, family, teacher } = await booked();
    const whatsappOnly = { whatsapp: { name: "fake", send: async () => {} } };
    const now = at(session.startsAt, -24 * HOUR + MIN);
    const deps = { transports: whatsappOnly, origin: ORIGIN };
    expect(await sendDueReminders(t.db, now, deps)).toBe(2);
    expect(await sendDueReminders(t.db, now, deps)).toBe(0);
    expect((await remindersOf(session.id)).map((r) => r.messages)).toEqual([0, 0]);
    expect(await outboxTo(family.email, teacher.email)).toEqual([]);
  });

  it("runs every minute from the job queue, on the queue's clock", async () => {
    expect(SCHEDULED_JOBS.find((j) => j.name === "send-class-reminders")?.cron).toBe("* * * * *");
    const { session, family } = await booked();
    const queue = await createTestQueue(t, { now: () => at(session.startsAt, -12 * MIN) });
    try {
      await queue.send("send-class-reminders", {});
      expect(await queue.drain()).toEqual({ completed: 1, failed: 0 });
    } finally {
      await queue.stop();
    }
    expect((await remindersOf(session.id)).map((r) => r.kind)).toEqual(["15m", "15m"]);
    expect(await outboxTo(family.email)).toHaveLength(1);
  });
});
