import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as updateBatchStamps } from "@/app/(api)/api/update-batch-stamps/route";
import { POST as updatePriceNameCount } from "@/app/(api)/api/update-teacher-price-name-and-count/route";
import { POST as saveSchedules } from "@/app/(api)/em/saveTeacherSchedules/route";
import { POST as updateSchedules } from "@/app/(api)/em/updateTeacherSchedules/route";
import {
  batches,
  classSessions,
  curriculumStamps,
  SESSION_STATUS,
  teacherOffers,
  teacherProfiles,
  teacherSlots,
} from "@/db/schema";
import {
  BATCH_MESSAGES,
  OFFER_MESSAGES,
  updateBatchStampsResponse,
  updateTeacherOfferResponse,
} from "@/lib/scheduling/availability/batch-and-offer-schemas";
import { SCHEDULE_MESSAGES } from "@/lib/scheduling/availability/replace-schedules";
import { SLOT_MESSAGES, teacherSchedulesResponse } from "@/lib/scheduling/availability/schemas";
import { fromWallTime, weekDates } from "@/lib/scheduling/zoned-time";
import { cookieHeaderFor, postJson, type RouteHandler } from "../support/legacy-client";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";

const IST = "Asia/Kolkata";
let t: TestDatabase;
let teacher: { id: number; role: "teacher" };
let other: { id: number; role: "teacher" };
let student: { id: number; role: "student" };
let guitarId: number;
let pianoId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const music = await makeStream(t.db);
  const guitar = await makeSubject(t.db, music.id, { name: "Guitar" });
  const piano = await makeSubject(t.db, music.id, { name: "Piano" });
  guitarId = guitar.id;
  pianoId = piano.id;
  const a = await makeTeacher(t.db, guitar, { user: { timeZone: IST } });
  const b = await makeTeacher(t.db, guitar, { user: { timeZone: "Europe/London" } });
  const s = await makeUser(t.db);
  teacher = { id: a.user.id, role: "teacher" };
  other = { id: b.user.id, role: "teacher" };
  student = { id: s.id, role: "student" };
});

afterAll(() => t.destroy());

type Who = { id: number; role: "teacher" | "student" };

const week = (days: Record<number, object[]>) => Array.from({ length: 7 }, (_, d) => days[d] ?? []);

async function call(handler: RouteHandler, path: string, body: unknown, who: Who | null) {
  const res = await postJson(handler, path, body, who ? await cookieHeaderFor(who) : {});
  return { status: res.status, body: await res.json() };
}

const save = (body: unknown, who: Who | null = teacher) =>
  call(saveSchedules, "/em/saveTeacherSchedules", body, who);
const update = (body: unknown, who: Who | null = teacher) =>
  call(updateSchedules, "/em/updateTeacherSchedules", body, who);

/** Active slots of a teacher as [day, "HH:MM", id]. */
async function activeSlots(teacherId: number) {
  const rows = await t.db
    .select()
    .from(teacherSlots)
    .where(and(eq(teacherSlots.teacherId, teacherId), eq(teacherSlots.isActive, true)))
    .orderBy(asc(teacherSlots.dayOfWeek), asc(teacherSlots.startTime));
  return rows.map((r) => ({ ...r, time: r.startTime.slice(0, 5) }));
}

describe("POST /em/saveTeacherSchedules and /em/updateTeacherSchedules", () => {
  it("are for teachers only", async () => {
    const body = { schedules: week({ 1: [{ start_time: "18:00" }] }) };
    expect((await save(body, null)).status).toBe(401);
    const asStudent = await call(saveSchedules, "/em/saveTeacherSchedules", body, student);
    expect(asStudent.status).toBe(403);
    const updateAsStudent = await call(
      updateSchedules,
      "/em/updateTeacherSchedules",
      body,
      student,
    );
    expect(updateAsStudent.status).toBe(403);
  });

  it("saves the first week and sends the teacher to their profile", async () => {
    const res = await save({
      schedules: week({
        1: [{ start_time: "18:00" }, { start_time: "07:00", duration: 45 }],
        3: [{ start_time: "18:00", subject_id: guitarId }],
        6: [{ start_time: "10:00", is_demo_slot: true, capacity: 4, duration: 30 }],
      }),
    });
    expect(res).toEqual({
      status: 200,
      body: {
        status: "success",
        redirect_to: "/em/viewTeacherProfile",
        message: SCHEDULE_MESSAGES.saved,
        slots: 4,
      },
    });
    teacherSchedulesResponse.parse(res.body);
    const rows = await activeSlots(teacher.id);
    expect(
      rows.map((r) => [
        r.dayOfWeek,
        r.time,
        r.durationMinutes,
        r.isDemoSlot,
        r.capacity,
        r.subjectId,
      ]),
    ).toEqual([
      [1, "07:00", 45, false, 1, null],
      [1, "18:00", 60, false, 1, null],
      [3, "18:00", 60, false, 1, guitarId],
      [6, "10:00", 30, true, 4, null],
    ]);
  });

  it("reports every invalid field of a bad week at once", async () => {
    const res = await save({
      schedules: week({
        0: [{ start_time: "7pm" }, { start_time: "09:00", duration: 5 }],
        2: [{ start_time: "09:00", capacity: 3 }],
        4: [{ start_time: "18:00", duration: 90 }, { start_time: "19:00" }],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "schedules.0.0.start_time": SLOT_MESSAGES.startTime,
      "schedules.0.1.duration": SLOT_MESSAGES.duration,
      "schedules.2.0.capacity": SLOT_MESSAGES.regularCapacity,
      "schedules.4.1.start_time": "Overlaps the 18:00–19:30 slot on Thursday.",
    });
    expect((await save({ schedules: [[], []] })).body.errors).toEqual({
      schedules: SLOT_MESSAGES.week,
    });
    expect((await save("nonsense")).status).toBe(400);
  });

  it("refuses an empty first week, and a subject the teacher does not teach", async () => {
    const empty = await save({ schedules: week({}) });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ schedules: SLOT_MESSAGES.atLeastOne });
    const piano = await update({
      schedules: week({ 2: [{ start_time: "09:00", subject_id: pianoId }] }),
    });
    expect(piano.status).toBe(400);
    expect(piano.body.errors).toEqual({ "schedules.2.0.subject_id": SLOT_MESSAGES.subject });
  });

  it("refuses a teacher whose profile is not set up yet", async () => {
    const newcomer = await makeUser(t.db, { role: "teacher" });
    const res = await save(
      { schedules: week({ 1: [{ start_time: "18:00" }] }) },
      { id: newcomer.id, role: "teacher" },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not set up yet: send your resume and intro video first/);
  });

  it("updates: unchanged times keep their rows, removed ones are deactivated, new ones added", async () => {
    const before = await activeSlots(teacher.id);
    const keep = before.find((r) => r.dayOfWeek === 1 && r.time === "18:00")!;
    const demo = before.find((r) => r.dayOfWeek === 6)!;
    const dropped = before.find((r) => r.dayOfWeek === 1 && r.time === "07:00")!;
    // The legacy client's bare array of 7 day arrays.
    const res = await update(
      week({
        1: [{ start_time: "18:00", duration: 60 }],
        3: [{ start_time: "18:00", subject_id: guitarId }],
        5: [{ start_time: "20:15", duration: 30 }],
        6: [{ start_time: "10:00", is_demo_slot: true, capacity: 6, duration: 30 }],
      }),
    );
    expect(res.body).toMatchObject({ status: "success", redirect_to: "/em/dashboard", slots: 4 });
    const after = await activeSlots(teacher.id);
    expect(after.map((r) => [r.dayOfWeek, r.time])).toEqual([
      [1, "18:00"],
      [3, "18:00"],
      [5, "20:15"],
      [6, "10:00"],
    ]);
    expect(after.find((r) => r.dayOfWeek === 1)!.id).toBe(keep.id);
    expect(after.find((r) => r.dayOfWeek === 6)).toMatchObject({ id: demo.id, capacity: 6 });
    const [old] = await t.db.select().from(teacherSlots).where(eq(teacherSlots.id, dropped.id));
    expect(old!.isActive).toBe(false);
  });

  it("refuses to remove a slot with a booked class to come, naming its date, and changes nothing", async () => {
    const slot = (await activeSlots(teacher.id)).find((r) => r.dayOfWeek === 1)!;
    const monday = weekDates(new Date(), IST, 1)[1]!;
    await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: slot.id,
      startsAt: fromWallTime(monday, "18:00", IST),
      students: [{ id: student.id }],
    });
    const before = await activeSlots(teacher.id);
    const res = await update({ schedules: week({ 3: [{ start_time: "18:00" }] }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /booked class on Monday, \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} at 06:00 PM \(IST\)\./,
    );
    expect(res.body.message).toMatch(/^The Monday 18:00 slot has a booked class/);
    expect(res.body.errors).toEqual({ "schedules.1": res.body.message });
    expect(await activeSlots(teacher.id)).toEqual(before);
  });

  it("removes a slot whose classes are past, cancelled or empty, and cancels its empty future class", async () => {
    const wednesday = (await activeSlots(teacher.id)).find((r) => r.dayOfWeek === 3)!;
    const day = (n: number) => weekDates(new Date(), IST, n)[3]!;
    await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: wednesday.id,
      startsAt: fromWallTime(day(-2), "18:00", IST),
      status: SESSION_STATUS.held,
      students: [{ id: student.id, status: SESSION_STATUS.held }],
    });
    const empty = await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: wednesday.id,
      startsAt: fromWallTime(day(2), "18:00", IST),
      students: [{ id: student.id, status: SESSION_STATUS.cancelled }],
    });
    const res = await update({
      schedules: week({
        1: [{ start_time: "18:00" }],
        6: [{ start_time: "10:00", is_demo_slot: true, capacity: 6, duration: 30 }],
      }),
    });
    expect(res.status).toBe(200);
    expect((await activeSlots(teacher.id)).map((r) => r.dayOfWeek)).toEqual([1, 6]);
    const [session] = await t.db.select().from(classSessions).where(eq(classSessions.id, empty.id));
    expect(session!.status).toBe(SESSION_STATUS.cancelled);
  });

  it("keeps each teacher's week apart, in their own zone's local times", async () => {
    const res = await save(
      { schedules: week({ 0: [{ start_time: "23:30" }], 6: [{ start_time: "09:00" }] }) },
      other,
    );
    expect(res.status).toBe(200);
    expect((await activeSlots(other.id)).map((r) => [r.dayOfWeek, r.time])).toEqual([
      [0, "23:30"],
      [6, "09:00"],
    ]);
    expect((await activeSlots(teacher.id)).map((r) => r.dayOfWeek)).toEqual([1, 6]);
    // Saturday 23:30 for an hour runs into Sunday 00:00.
    const wrap = await update(
      { schedules: week({ 6: [{ start_time: "23:30" }], 0: [{ start_time: "00:00" }] }) },
      other,
    );
    expect(wrap.body.errors).toEqual({
      "schedules.0.0.start_time": "Overlaps the 23:30–00:30 slot on Saturday.",
    });
  });
});

describe("POST /api/update-batch-stamps", () => {
  let batchId: number;
  let othersBatchId: number;
  const stamps: Record<string, number> = {};

  beforeAll(async () => {
    for (const [name, isOther] of [
      ["CBSE", false],
      ["IB", false],
      ["Other", true],
    ] as const) {
      const [row] = await t.db.insert(curriculumStamps).values({ name, isOther }).returning();
      stamps[name] = row!.id;
    }
    const [mine] = await t.db
      .insert(batches)
      .values({ teacherId: teacher.id, name: "Weekend" })
      .returning();
    const [theirs] = await t.db
      .insert(batches)
      .values({ teacherId: other.id, name: "Theirs" })
      .returning();
    batchId = mine!.id;
    othersBatchId = theirs!.id;
  });

  const stamp = (body: unknown, who: Who | null = teacher) =>
    call(updateBatchStamps, "/api/update-batch-stamps", body, who);

  it("is for the batch's own teacher", async () => {
    expect((await stamp({ batchId, stampId: stamps.CBSE }, null)).status).toBe(401);
    expect((await stamp({ batchId, stampId: stamps.CBSE }, student)).status).toBe(403);
    const theirs = await stamp({ batchId: othersBatchId, stampId: stamps.CBSE });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe(BATCH_MESSAGES.notYourBatch);
    const none = await stamp({ batchId: 999_999, stampId: stamps.CBSE });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(BATCH_MESSAGES.batchNotFound);
  });

  it("checks the fields and the stamp", async () => {
    expect((await stamp({})).body.errors).toEqual({
      batchId: BATCH_MESSAGES.batch,
      stampId: BATCH_MESSAGES.stamp,
    });
    const unknown = await stamp({ batchId, stampId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ stampId: BATCH_MESSAGES.stamp });
  });

  it("needs the curriculum's name for Other, and clears it for a named curriculum", async () => {
    const missing = await stamp({ batchId, stampId: stamps.Other, otherCurriculum: "  " });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ otherCurriculum: BATCH_MESSAGES.otherNeedsText });

    const other = await stamp({
      batchId: String(batchId),
      stampId: String(stamps.Other),
      otherCurriculum: " Trinity ",
    });
    expect(other.status).toBe(200);
    expect(updateBatchStampsResponse.parse(other.body).data).toEqual({
      batch_id: batchId,
      stamp_id: stamps.Other,
      stamp_name: "Other",
      other_curriculum: "Trinity",
    });

    const ib = await stamp({ batchId, stampId: stamps.IB, otherCurriculum: "ignored" });
    expect(ib.body.data).toMatchObject({ stamp_name: "IB", other_curriculum: null });
    const [row] = await t.db.select().from(batches).where(eq(batches.id, batchId));
    expect(row).toMatchObject({ stampId: stamps.IB, otherCurriculum: null });
  });
});

describe("POST /api/update-teacher-price-name-and-count", () => {
  const offer = (body: unknown, who: Who | null = teacher) =>
    call(updatePriceNameCount, "/api/update-teacher-price-name-and-count", body, who);

  it("is for teachers only", async () => {
    const body = { price: 800, pack_name: "Monthly", class_count: 8 };
    expect((await offer(body, null)).status).toBe(401);
    expect((await offer(body, student)).status).toBe(403);
  });

  it("reports every invalid field", async () => {
    const res = await offer({ price: 12.5, price_usd: 0, pack_name: "x", class_count: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      price: OFFER_MESSAGES.price,
      price_usd: OFFER_MESSAGES.priceUsd,
      pack_name: OFFER_MESSAGES.packName,
      class_count: OFFER_MESSAGES.classCount,
    });
  });

  it("saves the price and the pack together, and updates them again", async () => {
    const res = await offer({
      price: "900",
      price_usd: "12.5",
      pack_name: "Monthly 8",
      class_count: "8",
    });
    expect(res.status).toBe(200);
    expect(updateTeacherOfferResponse.parse(res.body).data).toEqual({
      price: 900,
      price_usd: 12.5,
      pack_name: "Monthly 8",
      class_count: 8,
      pack_price: 7200,
      pack_price_usd: 100,
    });
    const [profile] = await t.db
      .select()
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacher.id));
    expect(profile).toMatchObject({ priceInrMinor: 90000, priceUsdMinor: 1250 });

    // Without price_usd the dollar price stays.
    const again = await offer({ price: 1000, pack_name: "Term 12", class_count: 12 });
    expect(again.body.data).toMatchObject({ price: 1000, price_usd: 12.5, pack_price: 12000 });
    const offers = await t.db
      .select()
      .from(teacherOffers)
      .where(eq(teacherOffers.teacherId, teacher.id));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      packName: "Term 12",
      classCount: 12,
      priceInrMinor: 100000,
      priceUsdMinor: 1250,
    });
  });

  it("refuses a teacher without a profile", async () => {
    const newcomer = await makeUser(t.db, { role: "teacher" });
    const res = await offer(
      { price: 800, pack_name: "Monthly", class_count: 8 },
      { id: newcomer.id, role: "teacher" },
    );
    expect(res.status).toBe(409);
  });
});
