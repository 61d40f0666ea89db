import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSessions, SESSION_STATUS } from "@/db/schema";
import { loadTeacherStats, responseTimeText } from "@/lib/catalog/profile/trust";
import { nextFreeTimes } from "@/lib/scheduling/timetable/next-free-times";
import { loadProfileTimetable } from "@/lib/scheduling/timetable/load-profile-timetable";
import { fromWallTime } from "@/lib/scheduling/zoned-time";
import { rowsOf } from "@/lib/db-rows";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { makeClass, makeSlot } from "../support/timetable-factories";

// The track record of a public teacher page (decision 034) and its availability for visitors.
const NOW = new Date("2026-02-25T06:00:00Z");
const DAY = 86_400_000;
const MIN = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestDatabase;
let subject: { id: number; streamId: number };
beforeAll(async () => {
  t = await createTestDatabase();
  subject = await makeSubject(t.db, (await makeStream(t.db)).id);
});
afterAll(async () => {
  await t.destroy();
});

const newTeacher = async () =>
  (await makeTeacher(t.db, subject, { user: { timeZone: "Asia/Kolkata" } })).user;

async function classOf(teacherId: number, daysAgo: number, status: number, cancelledBy?: number) {
  const s = await makeClass(t.db, {
    teacherId,
    slotId: null,
    startsAt: ago(daysAgo * DAY),
    status,
  });
  if (cancelledBy) {
    await t.db
      .update(classSessions)
      .set({ cancelledBy, cancelledAt: ago(daysAgo * DAY + DAY) })
      .where(eq(classSessions.id, s.id));
  }
}

async function message(from: number, to: number, at: Date) {
  const [m] = rowsOf<{ id: number }>(
    await t.db.execute(sql`insert into chat_messages (sender_id, msg_type, body, created_at)
      values (${from}, 'single', 'Hello', ${at.toISOString()}::timestamptz) returning id`),
  );
  await t.db.execute(
    sql`insert into chat_recipients (message_id, user_id) values (${m!.id}, ${to})`,
  );
}

async function approveKyc(teacherId: number) {
  const doc = async () =>
    rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into teacher_documents
        (teacher_id, kind, content_type, size, key_id, wrapped_key, content)
        values (${teacherId}, 'ccp', 'application/pdf', 1, 'k', 'w', '\\x00'::bytea) returning id`),
    )[0]!.id;
  const [a, b, c] = [await doc(), await doc(), await doc()];
  await t.db.execute(sql`insert into teacher_kyc (teacher_id, status, account_holder_name, bank,
      ifsc, addr, pan_masked, account_masked, pan_cipher, account_cipher, key_id, wrapped_key,
      ccp_doc_id, address_proof_doc_id, pan_proof_doc_id, declaration_confirmed_at, submitted_at)
    values (${teacherId}, 'approved', 'T', 'B', 'HDFC0001234', 'A', 'XXXXX1234X', 'XXXX7890',
      'c', 'c', 'k', 'w', ${a}, ${b}, ${c}, now(), now())`);
}

describe("loadTeacherStats", () => {
  it("says nothing for a new teacher (the page shows 'New teacher')", async () => {
    const teacher = await newTeacher();
    await classOf(teacher.id, 3, SESSION_STATUS.held);
    expect(await loadTeacherStats(t.db, teacher.id, NOW)).toEqual({
      lessonsTaught: 1,
      attendancePct: null,
      responseMinutes: null,
      identityVerified: false,
    });
  });

  it("counts lessons, attendance over the year and the median reply time over 90 days", async () => {
    const teacher = await newTeacher();
    for (const d of [2, 4, 6, 8, 10, 12]) await classOf(teacher.id, d, SESSION_STATUS.held);
    await classOf(teacher.id, 14, SESSION_STATUS.missed);
    await classOf(teacher.id, 16, SESSION_STATUS.cancelled, 2); // by the teacher: counts
    await classOf(teacher.id, 18, SESSION_STATUS.cancelled, 1); // by the family: not counted
    await classOf(teacher.id, 400, SESSION_STATUS.held); // a lesson, but outside the year
    await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: null,
      startsAt: new Date(NOW.getTime() + DAY),
    }); // upcoming: not due yet

    const parent = await makeUser(t.db, { role: "student" });
    for (const [daysAgo, replyAfter] of [
      [1, 30],
      [5, 60],
      [9, 120],
    ] as const) {
      await message(parent.id, teacher.id, ago(daysAgo * DAY));
      await message(teacher.id, parent.id, ago(daysAgo * DAY - replyAfter * MIN));
    }
    await message(parent.id, teacher.id, ago(120 * DAY)); // older than 90 days
    await message(teacher.id, parent.id, ago(120 * DAY - 5 * DAY));

    expect(await loadTeacherStats(t.db, teacher.id, NOW)).toEqual({
      lessonsTaught: 7,
      attendancePct: 75, // 6 held of 6 held + 1 missed + 1 cancelled by the teacher
      responseMinutes: 60,
      identityVerified: false,
    });
    await approveKyc(teacher.id);
    expect((await loadTeacherStats(t.db, teacher.id, NOW)).identityVerified).toBe(true);
  });

  it("words the reply time", () => {
    expect(responseTimeText(45)).toBe("within 1 hour");
    expect(responseTimeText(61)).toBe("within 2 hours");
    expect(responseTimeText(60 * 24)).toBe("within a day");
    expect(responseTimeText(60 * 50)).toBe("within 3 days");
  });
});

describe("availability for a visitor", () => {
  it("shows the same free demo time in New York and in Kolkata time", async () => {
    const teacher = await newTeacher();
    const slot = await makeSlot(t.db, teacher.id, {
      dayOfWeek: 6,
      startTime: "10:00",
      isDemoSlot: true,
      capacity: 1,
    });
    const week = (zone: string) =>
      loadProfileTimetable(t.db, {
        teacherId: teacher.id,
        user: null,
        weekStatus: 0,
        zone,
        now: NOW,
      });
    const kolkata = (await week("Asia/Kolkata")).entries.find((e) => e.id === slot.id)!;
    const newYork = (await week("America/New_York")).entries.find((e) => e.id === slot.id)!;
    expect(kolkata.starts_at).toBe(newYork.starts_at);
    expect(kolkata.starts_at).toBe(
      fromWallTime("2026-02-28", "10:00", "Asia/Kolkata").toISOString(),
    );
    expect(kolkata).toMatchObject({ date: "2026-02-28", timeDesc: "10:00 AM (IST)" });
    expect(newYork.date).toBe("2026-02-27");
    expect(newYork.timeDesc).toMatch(/^11:30 PM/);
    const [first] = nextFreeTimes([await week("America/New_York")], NOW);
    expect(first).toMatchObject({ id: slot.id, assigned_student: false });
  });
});
