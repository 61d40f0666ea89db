import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bookDemo } from "@/app/(api)/api/book-demo/route";
import { POST as deleteByStudent } from "@/app/(api)/api/delete-session-by-student/route";
import { POST as demoSlots } from "@/app/(api)/st/demo-booking-slots/route";
import { GET as getTeacherTT } from "@/app/(api)/st/getTeacherTT/route";
import { classSessions, teacherSlots } from "@/db/schema";
import { setClock } from "@/lib/clock";
import { demoBookingSlotsResponse } from "@/lib/scheduling/booking/legacy-schemas";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking/messages";
import { getTeacherTTResponse } from "@/lib/scheduling/timetable/schemas";
import { fromWallTime, weekdayOf } from "@/lib/scheduling/zoned-time";
import { postAs } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// The booking routes decide by the server's one clock (lib/clock, moved through CLOCK_FILE as the
// end-to-end tests move it), never by the wall clock: the demo below is long past on the wall
// clock, and still to come on the moved one.

const IST = "Asia/Kolkata";
/** A Monday: the teacher's demo runs at 17:00 in Kolkata, 11:30 UTC. */
const DATE = "2025-03-10";
const STARTS_AT = fromWallTime(DATE, "17:00", IST);
/** The moved clock: that Monday morning, six and a half hours before the demo. */
const MOVED = new Date("2025-03-10T05:00:00Z");

let t: TestDatabase;
let clockDir: string;
let subjectId: number;
let teacherId: number;
let slotId: number;
let student: { id: number; role: "student" };

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  clockDir = mkdtempSync(join(tmpdir(), "booking-clock-"));
  process.env.CLOCK_FILE = join(clockDir, "offset");
  setClock(MOVED);
  const music = await makeStream(t.db, { name: "Music", slug: "music" });
  const guitar = await makeSubject(t.db, music.id, { name: "Guitar", slug: "guitar", code: "GTR" });
  subjectId = guitar.id;
  const { user } = await makeTeacher(t.db, guitar, { user: { timeZone: IST } });
  teacherId = user.id;
  const [slot] = await t.db
    .insert(teacherSlots)
    .values({
      teacherId,
      dayOfWeek: weekdayOf(DATE),
      startTime: "17:00",
      durationMinutes: 60,
      isDemoSlot: true,
      capacity: 1,
    })
    .returning();
  slotId = slot!.id;
  student = { id: (await makeUser(t.db, { role: "student" })).id, role: "student" };
});

afterAll(async () => {
  delete process.env.CLOCK_FILE;
  rmSync(clockDir, { recursive: true, force: true });
  await t?.destroy();
});

describe("the booking routes on the moved clock", () => {
  it("shows the moved clock's week and demo days, not the wall clock's", async () => {
    expect(STARTS_AT.getTime()).toBeLessThan(Date.now()); // long past on the wall clock
    const slots = await postAs(demoSlots, "/st/demo-booking-slots", null, {
      subject_id: String(subjectId),
      tz: IST,
    });
    const days = demoBookingSlotsResponse.parse(slots.body).dates;
    expect(days[0]!.date).toBe(DATE);
    expect(days[0]!.slots.map((s) => s.slot_id)).toEqual([`${slotId}_${DATE}`]);

    const res = await getTeacherTT(
      new Request(`http://localhost/st/getTeacherTT?teacherId=${teacherId}&weekStatus=0`, {
        headers: { cookie: `tz=${IST}` },
      }),
    );
    const week = getTeacherTTResponse.parse(await res.json());
    expect([week.week_start, week.week_end]).toEqual(["2025-03-09", "2025-03-15"]);
  });

  it("books the demo that is still to come on the moved clock", async () => {
    const booked = await postAs(bookDemo, "/api/book-demo", student, {
      timetable_id: slotId,
      ig_date: DATE,
      subId: subjectId,
    });
    expect(booked.body).toMatchObject({ status: "success", message: BOOKING_MESSAGES.demoBooked });
    const [session] = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, booked.body.slot_id));
    expect(session!.startsAt).toEqual(STARTS_AT);
  });

  it("cancels by the clock of each request: refused once it passes the start, allowed before", async () => {
    const [session] = await t.db
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(eq(classSessions.slotId, slotId));
    setClock(new Date(STARTS_AT.getTime() + 15 * 60_000));
    const late = await postAs(deleteByStudent, "/api/delete-session-by-student", student, {
      slot_id: session!.id,
    });
    expect(late.body).toMatchObject({ status: "error", message: BOOKING_MESSAGES.classStarted });
    setClock(MOVED);
    const inTime = await postAs(deleteByStudent, "/api/delete-session-by-student", student, {
      slot_id: session!.id,
    });
    expect(inTime.body).toMatchObject({
      status: "success",
      message: BOOKING_MESSAGES.studentCancelled,
    });
  });
});
