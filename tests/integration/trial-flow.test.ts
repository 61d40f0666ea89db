import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, gt, inArray, max, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as findTeachers } from "@/app/(api)/find-available-teachers-for-booking/route";
import { POST as saveSchedule } from "@/app/(api)/save-schedule-for-booking/route";
import { POST as differentTime } from "@/app/(api)/show-different-time-slot-for-booking/route";
import { POST as preferredSlots } from "@/app/(api)/show-preffered-slot-for-booking/route";
import { POST as showFlow } from "@/app/(api)/show-trail-pages-booking-flow/route";
import {
  contracts,
  orders,
  outboxMessages,
  packs,
  SESSION_STATUS,
  sessionEnrolments,
  trialFlows,
  teacherSlots,
} from "@/db/schema";
import { createOrder } from "@/lib/billing/orders/create-order";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { handlePaymentEvent } from "@/lib/billing/payments/fulfil";
import { now, setClock } from "@/lib/clock";
import { WEEKDAY_NAMES } from "@/lib/scheduling/availability/schemas";
import { releaseStaleReservations } from "@/lib/trial/schedule/release";
import { TRIAL_PAYMENT_MESSAGES as PM } from "@/lib/trial/payment/messages";
import { TRIAL_SCHEDULE_MESSAGES as M } from "@/lib/trial/schedule/messages";
import {
  differentTimeResponse,
  findTeachersResponse,
  saveScheduleResponse,
  trialSlotsResponse,
} from "@/lib/trial/schedule/schemas";
import { showFlowResponse } from "@/lib/trial/flow/schemas";
import { weekdayOf } from "@/lib/scheduling/zoned-time";
import { makeSlotOn } from "../support/booking-fixtures";
import {
  makeContract,
  makeCourse,
  makeStream,
  makeSubject,
  makeTeacher,
  makeUser,
} from "../support/factories";
import { cookieHeaderFor, type RouteHandler } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

type Who = { id: number; role: "student" | "teacher" | "admin" };
const IST = "Asia/Kolkata";

let t: TestDatabase;
let clockDir: string;
let courseId: number;
let emptyCourseId: number;
let teacherId: number;
let slotA: typeof teacherSlots.$inferSelect, slotB: typeof teacherSlots.$inferSelect;
let dayA: number, dayB: number;
let packId: number;

/** POSTs JSON as `user` (or anonymous) with the trial_flow cookie when given. */
async function post(
  handler: RouteHandler,
  path: string,
  user: Who | null,
  body: unknown,
  flowId?: string | null,
) {
  const parts: string[] = [];
  if (user) parts.push((await cookieHeaderFor(user)).cookie);
  if (flowId) parts.push(`trial_flow=${flowId}`);
  const response = await handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(parts.length ? { cookie: parts.join("; ") } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
  const setCookie = response.headers.get("set-cookie") ?? "";
  const flow = /trial_flow=([A-Za-z0-9_-]{43})/.exec(setCookie)?.[1] ?? null;
  return { status: response.status, body: await response.json(), flow };
}

const flowCall = (user: Who | null, body: object, flowId?: string | null) =>
  post(showFlow, "/show-trail-pages-booking-flow", user, { course_id: courseId, ...body }, flowId);

async function activeSeats(studentId: number) {
  return t.db
    .select({ id: sessionEnrolments.id })
    .from(sessionEnrolments)
    .where(
      and(
        eq(sessionEnrolments.studentId, studentId),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
      ),
    );
}

const kid = async () => {
  const u = await makeUser(t.db, { role: "student" });
  return { id: u.id, role: "student" as const };
};

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  clockDir = mkdtempSync(join(tmpdir(), "trial-flow-"));
  process.env.CLOCK_FILE = join(clockDir, "offset");
  setClock(new Date());
  const stream = await makeStream(t.db);
  const subject = await makeSubject(t.db, stream.id);
  const course = await makeCourse(t.db, subject);
  courseId = course.id;
  const other = await makeSubject(t.db, stream.id);
  emptyCourseId = (await makeCourse(t.db, other)).id;
  const teacher = await makeTeacher(t.db, subject, { user: { timeZone: IST } });
  teacherId = teacher.user.id;
  const tch = { id: teacherId, timeZone: IST };
  const a = await makeSlotOn(t.db, tch, 2, { isDemoSlot: false, time: "17:00", capacity: 2 });
  const b = await makeSlotOn(t.db, tch, 4, { isDemoSlot: false, time: "17:00", capacity: 1 });
  slotA = a.slot;
  slotB = b.slot;
  dayA = weekdayOf(a.date);
  dayB = weekdayOf(b.date);
  const [pack] = await t.db
    .insert(packs)
    .values({
      subjectId: subject.id,
      courseId,
      name: "4 classes",
      totalClasses: 4,
      currency: "INR",
      priceMinor: 400000,
    })
    .returning();
  packId = pack!.id;
});
afterAll(async () => {
  await t.destroy();
  rmSync(clockDir, { recursive: true, force: true });
  delete process.env.CLOCK_FILE;
});

describe("show-preffered-slot-for-booking", () => {
  it("needs a time zone", async () => {
    const r = await post(preferredSlots, "/show-preffered-slot-for-booking", null, {
      course_id: courseId,
    });
    expect(trialSlotsResponse.parse(r.body)).toMatchObject({ status: false, message: M.timezone });
  });

  it("lists the weekly times in the family's zone, with (IST) for Kolkata", async () => {
    const r = await post(preferredSlots, "/show-preffered-slot-for-booking", null, {
      course_id: courseId,
      user_timezone: IST,
    });
    const body = trialSlotsResponse.parse(r.body);
    expect(body.status).toBe(true);
    const a = body.slots!.find((s) => s.id === slotA.id)!;
    expect(a.label).toBe(`${WEEKDAY_NAMES[dayA]}s, 05:00 PM (IST)`);
    expect(a.first_class).toMatch(
      new RegExp(
        `^${WEEKDAY_NAMES[dayA]}, \\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} at 05:00 PM \\(IST\\)$`,
      ),
    );
    expect(a.seats_left).toBe(2);
    expect(a.teacher_id).toBe(teacherId);
  });

  it("shows a New York family the same class at its own time", async () => {
    const r = await post(preferredSlots, "/show-preffered-slot-for-booking", null, {
      course_id: courseId,
      user_timezone: "America/New_York",
    });
    const a = trialSlotsResponse.parse(r.body).slots!.find((s) => s.id === slotA.id)!;
    expect(a.label).toMatch(/(06|07):30 AM \((EST|EDT)\)$/);
  });

  it("says when a course has no slots", async () => {
    const r = await post(preferredSlots, "/show-preffered-slot-for-booking", null, {
      course_id: emptyCourseId,
      user_timezone: IST,
    });
    expect(r.body).toMatchObject({ status: false, message: M.noPredefinedSlots, slots: [] });
  });
});

describe("show-different-time-slot-for-booking", () => {
  it("offers every weekday and the teachers' times in the family's zone", async () => {
    const r = await post(differentTime, "/show-different-time-slot-for-booking", null, {
      course_id: courseId,
      user_timezone: IST,
    });
    const body = differentTimeResponse.parse(r.body);
    expect(body.different_time!.days).toHaveLength(7);
    expect(body.different_time!.times).toEqual([{ value: "17:00", label: "05:00 PM" }]);
  });

  it("needs a time zone", async () => {
    const r = await post(differentTime, "/show-different-time-slot-for-booking", null, {
      course_id: courseId,
      user_timezone: "Mars/Base",
    });
    expect(r.body).toMatchObject({ status: false, message: M.timezone });
  });
});

describe("find-available-teachers-for-booking", () => {
  const find = (body: object) =>
    post(findTeachers, "/find-available-teachers-for-booking", null, {
      course_id: courseId,
      user_timezone: IST,
      ...body,
    });

  it("checks the days against the frequency, then the time", async () => {
    expect((await find({ frequency: 1, selected_days: [] })).body.message).toBe(M.oneDay);
    expect((await find({ frequency: 2, selected_days: [dayA] })).body.message).toBe(M.twoDays);
    expect((await find({ frequency: 1, selected_days: [dayA] })).body.message).toBe(M.time);
    expect((await find({ user_timezone: "", frequency: 1 })).body.message).toBe(M.timezone);
  });

  it("finds the teacher free on both days at the time", async () => {
    const r = await find({
      frequency: 2,
      selected_days: [WEEKDAY_NAMES[dayA], WEEKDAY_NAMES[dayB]],
      selected_time: "17:00",
    });
    const body = findTeachersResponse.parse(r.body);
    expect(body.teachers).toEqual([
      expect.objectContaining({
        teacher_id: teacherId,
        slot_ids: expect.arrayContaining([slotA.id, slotB.id]),
      }),
    ]);
  });

  it("answers no_teacher_available at a time nobody teaches", async () => {
    const r = await find({ frequency: 1, selected_days: [dayA], selected_time: "09:00" });
    expect(r.body).toEqual({ status: "no_teacher_available", message: M.noTeacher });
  });
});

describe("save-schedule-for-booking", () => {
  const save = (user: Who | null, body: object, flowId?: string | null) =>
    post(
      saveSchedule,
      "/save-schedule-for-booking",
      user,
      { course_id: courseId, user_timezone: IST, ...body },
      flowId,
    );

  it("asks a visitor to sign in first", async () => {
    const r = await save(null, { selected_preffrence: "predefined", predefined_slot_id: slotA.id });
    expect(saveScheduleResponse.parse(r.body)).toEqual({ status: "login", message: M.login });
  });

  it("refuses a missing zone, slot, days or time with the spec's messages and reserves nothing", async () => {
    const who = await kid();
    expect((await save(who, { user_timezone: "" })).body.message).toBe(M.timezone);
    expect((await save(who, { selected_preffrence: "predefined" })).body.message).toBe(
      M.predefinedSlot,
    );
    const two = await save(who, {
      selected_preffrence: "different",
      frequency: 2,
      selected_days: [dayA],
    });
    expect(two.body).toMatchObject({ status: false, message: M.twoDays });
    const time = await save(who, {
      selected_preffrence: "different",
      frequency: 1,
      selected_days: [dayA],
    });
    expect(time.body.message).toBe(M.time);
    expect(await activeSeats(who.id)).toHaveLength(0);
  });

  it("reserves four weeks of a predefined slot in one go (process_step_3)", async () => {
    const who = await kid();
    const r = await save(who, { selected_preffrence: "predefined", predefined_slot_id: slotA.id });
    expect(saveScheduleResponse.parse(r.body)).toEqual({
      status: "process_step_3",
      message: M.saved,
    });
    expect(r.flow).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await activeSeats(who.id)).toHaveLength(4);
    // Saving again (another time) gives the first reservation back, in the same transaction.
    const again = await save(
      who,
      {
        selected_preffrence: "different",
        frequency: 1,
        selected_days: [dayB],
        selected_time: "17:00",
      },
      r.flow,
    );
    expect(again.body.status).toBe("process_step_3");
    const seats = await activeSeats(who.id);
    expect(seats).toHaveLength(4);
    const [flow] = await t.db.select().from(trialFlows).where(eq(trialFlows.id, r.flow!));
    expect(flow!.slotIds).toEqual([slotB.id]);
    expect(flow!.reservedEnrolmentIds.sort()).toEqual(seats.map((s) => s.id).sort());
  });

  it("answers no_teacher_available when the slot is full, and takes nothing", async () => {
    // slotB (capacity 1) is held by the family above.
    const who = await kid();
    const r = await save(who, { selected_preffrence: "predefined", predefined_slot_id: slotB.id });
    expect(r.body).toEqual({ status: "no_teacher_available", message: M.noTeacher });
    const diff = await save(who, {
      selected_preffrence: "different",
      frequency: 2,
      selected_days: [dayA, dayB],
      selected_time: "17:00",
    });
    expect(diff.body.status).toBe("no_teacher_available");
    expect(await activeSeats(who.id)).toHaveLength(0);
  });

  it("refuses an unknown slot", async () => {
    const who = await kid();
    const r = await save(who, { selected_preffrence: "predefined", predefined_slot_id: 999999 });
    expect(r.body).toMatchObject({ status: false, message: M.slotGone });
  });
});

describe("show-trail-pages-booking-flow", () => {
  it("walks a visitor from sign-up to payment, one step back at a time", async () => {
    const first = await flowCall(null, {});
    const a = showFlowResponse.parse(first.body);
    expect(a).toMatchObject({ status: "process_step_1A", completed: [], can_go_back: false });
    const flowId = first.flow!;
    expect(flowId).toBeTruthy();

    // The OTP was sent (registerStudent): step 1B, masked mobile; back returns to 1A.
    const otp = await flowCall(null, { action: "otp_sent", mobile: "9876543210" }, flowId);
    expect(otp.body).toMatchObject({
      status: "process_step_1B",
      completed: ["1A"],
      can_go_back: true,
    });
    expect(otp.body.view.mobile).toBe("••••••3210");
    expect((await flowCall(null, {}, flowId)).body.status).toBe("process_step_1B"); // reload
    expect((await flowCall(null, { action: "back" }, flowId)).body.status).toBe("process_step_1A");
    await flowCall(null, { action: "otp_sent", mobile: "9876543210" }, flowId);

    // Signed in (the OTP confirmed): the flow is attached to the account, step 2.
    const who = await kid();
    const two = await flowCall(who, {}, flowId);
    expect(two.body).toMatchObject({ status: "process_step_2", completed: ["1A", "1B"] });
    const [row] = await t.db.select().from(trialFlows).where(eq(trialFlows.id, flowId));
    expect(row!.userId).toBe(who.id);

    const saved = await post(
      saveSchedule,
      "/save-schedule-for-booking",
      who,
      {
        course_id: courseId,
        user_timezone: IST,
        selected_preffrence: "predefined",
        predefined_slot_id: slotA.id,
      },
      flowId,
    );
    expect(saved.body.status).toBe("process_step_3");
    expect(saved.flow).toBeNull(); // the same flow

    // Another device, no cookie: the account's flow resumes at step 3 with pricing.
    const other = await flowCall(who, {});
    expect(other.flow).toBe(flowId);
    const three = showFlowResponse.parse(other.body);
    expect(three.status).toBe("process_step_3");
    expect(three.view.packages).toEqual([
      expect.objectContaining({ id: packId, total_classes: 4 }),
    ]);
    expect((three.view.schedule as { weekly: string[] }).weekly).toEqual([
      `${WEEKDAY_NAMES[dayA]}s, 05:00 PM (IST)`,
    ]);

    // Step 3: a pack is needed and must be the trial page's.
    expect((await flowCall(who, { action: "choose_pack" }, flowId)).body.errors).toEqual({
      pack_id: PM.pack,
    });
    expect(
      (await flowCall(who, { action: "choose_pack", pack_id: 999999 }, flowId)).body.errors,
    ).toEqual({ pack_id: PM.packNotOffered });
    const four = await flowCall(who, { action: "choose_pack", pack_id: packId }, flowId);
    expect(four.body.status).toBe("process_step_4");

    // Step 4: billing fields with the spec's messages.
    const empty = await flowCall(
      who,
      { action: "billing", name: "", email: "", number: "" },
      flowId,
    );
    expect(empty.body).toMatchObject({
      status: "process_step_4",
      errors: { name: PM.name, email: PM.email, number: PM.number },
    });
    const five = await flowCall(
      who,
      { action: "billing", name: "Asha Rao", email: "asha@example.com", number: "9876543210" },
      flowId,
    );
    expect(five.body).toMatchObject({
      status: "process_step_5",
      completed: ["1A", "1B", "2", "3", "4"],
      view: {
        pack: { id: packId },
        pay: { card: "/payment-initiate-request", order: `/order/${packId}` },
      },
    });
    expect((await flowCall(who, { action: "back" }, flowId)).body.status).toBe("process_step_4");
    expect((await flowCall(who, { action: "back" }, flowId)).body.status).toBe("process_step_3");
    // Back from pricing gives the seats back.
    expect((await flowCall(who, { action: "back" }, flowId)).body.status).toBe("process_step_2");
    expect(await activeSeats(who.id)).toHaveLength(0);
    expect((await flowCall(who, { action: "back" }, flowId)).body).toMatchObject({
      status: "process_step_2",
      can_go_back: false,
    });
  });

  it("completes once the pack is paid, and keeps the seats", async () => {
    const who = await kid();
    const saved = await post(saveSchedule, "/save-schedule-for-booking", who, {
      course_id: courseId,
      user_timezone: IST,
      selected_preffrence: "predefined",
      predefined_slot_id: slotA.id,
    });
    const flowId = saved.flow!;
    await flowCall(who, { action: "choose_pack", pack_id: packId }, flowId);
    const [order] = await t.db.select().from(packs).where(eq(packs.id, packId));
    expect(order).toBeTruthy();
    // The payment's fulfilment makes the contract (lib/billing); here it is inserted as it would be.
    const c = await makeContract(t.db, {
      studentId: who.id,
      subjectId: order!.subjectId,
      totalClasses: 4,
    });
    await t.db.update(contracts).set({ packId }).where(eq(contracts.id, c.id));
    const done = await flowCall(who, {}, flowId);
    expect(done.body).toMatchObject({
      status: "process_complete",
      message: PM.paid,
      can_go_back: false,
    });
    expect(await activeSeats(who.id)).toHaveLength(4);
  });

  it("payment turns the reserved seats into classes: family and teacher get the booking confirmation", async () => {
    const who = await kid();
    // A slot of its own (the others' seats are counted by the tests after this one).
    const own = await makeSlotOn(t.db, { id: teacherId, timeZone: IST }, 3, {
      isDemoSlot: false,
      time: "17:00",
      capacity: 1,
    });
    const saved = await post(saveSchedule, "/save-schedule-for-booking", who, {
      course_id: courseId,
      user_timezone: IST,
      selected_preffrence: "predefined",
      predefined_slot_id: own.slot.id,
    });
    expect(saved.body.status).toBe("process_step_3");
    const flowId = saved.flow!;
    await flowCall(who, { action: "choose_pack", pack_id: packId }, flowId);
    const seats = (await activeSeats(who.id)).map((s) => s.id).sort((a, b) => a - b);
    expect(seats).toHaveLength(4);
    const [{ last }] = (await t.db
      .select({ last: max(outboxMessages.id) })
      .from(outboxMessages)) as [{ last: number | null }];
    const { order } = await createOrder(t.db, {
      user: { id: who.id, role: "student", name: "Kid", prefix: "st" } as never,
      packId,
      provider: "sandbox",
      now: now(),
    });
    await t.db
      .update(orders)
      .set({ providerOrderId: `prov_${order.reference}` })
      .where(eq(orders.id, order.id));
    const event = {
      eventId: `evt_${order.reference}`,
      type: "payment.captured",
      providerOrderId: `prov_${order.reference}`,
      paymentId: `pay_${order.reference}`,
      amountMinor: order.totalMinor,
      currency: order.currency,
      outcome: "paid" as const,
    };
    expect((await handlePaymentEvent(t.db, "sandbox", event, now())).outcome).toBe("fulfilled");

    // The flow is done in the same transaction: the release job can no longer take the seats.
    const [flow] = await t.db.select().from(trialFlows).where(eq(trialFlows.id, flowId));
    expect(flow).toMatchObject({ step: "done", reservedUntil: null });
    setClock(new Date(now().getTime() + 2 * 60 * 60_000));
    try {
      // (Other tests' unpaid flows may be released here; this one keeps its seats.)
      await releaseStaleReservations(t.db, now());
    } finally {
      setClock(new Date());
    }
    expect(await activeSeats(who.id)).toHaveLength(4);

    const sent = await t.db
      .select({ to: outboxMessages.to, body: outboxMessages.body })
      .from(outboxMessages)
      .where(gt(outboxMessages.id, last ?? 0));
    const booked = sent.filter((m) => / booked for |a new booking/.test(m.body));
    // One confirmation to the family (its four classes) and one to the teacher.
    expect(booked.filter((m) => m.body.includes(" booked for "))).toHaveLength(1);
    expect(booked.filter((m) => m.body.includes("a new booking"))).toHaveLength(1);
    for (const m of booked) expect(m.body).toContain(seats.join(","));

    // A repeated delivery confirms nothing twice.
    await handlePaymentEvent(
      t.db,
      "sandbox",
      { ...event, eventId: `evt2_${order.reference}` },
      now(),
    );
    const again = await t.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(gt(outboxMessages.id, last ?? 0));
    expect(again).toHaveLength(sent.length);
    expect((await flowCall(who, {}, flowId)).body).toMatchObject({
      status: "process_complete",
      message: PM.paid,
    });
  });

  it("releases unpaid seats after the hold and sends the family back to step 2", async () => {
    const who = await kid();
    const saved = await post(saveSchedule, "/save-schedule-for-booking", who, {
      course_id: courseId,
      user_timezone: IST,
      selected_preffrence: "predefined",
      predefined_slot_id: slotA.id,
    });
    const [row] = await t.db.select().from(trialFlows).where(eq(trialFlows.id, saved.flow!));
    const ids = row!.reservedEnrolmentIds;
    setClock(new Date(Date.now() + 2 * 3_600_000));
    try {
      const r = await flowCall(who, {}, saved.flow);
      expect(r.body).toMatchObject({ status: "process_step_2", message: PM.released });
      const left = await t.db
        .select({ id: sessionEnrolments.id })
        .from(sessionEnrolments)
        .where(
          and(
            inArray(sessionEnrolments.id, ids),
            ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
          ),
        );
      expect(left).toHaveLength(0);
    } finally {
      setClock(new Date());
    }
  });

  it("the release job gives back unpaid seats past their hold, and only those", async () => {
    const who = await kid();
    const saved = await post(saveSchedule, "/save-schedule-for-booking", who, {
      course_id: courseId,
      user_timezone: IST,
      selected_preffrence: "predefined",
      predefined_slot_id: slotA.id,
    });
    expect(saved.body.status).toBe("process_step_3");
    expect(await releaseStaleReservations(t.db, new Date())).toBe(0);
    expect(await activeSeats(who.id)).toHaveLength(4);
    // (earlier tests' unpaid flows are released too)
    expect(
      await releaseStaleReservations(t.db, new Date(Date.now() + 2 * 3_600_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await activeSeats(who.id)).toHaveLength(0);
    const [row] = await t.db.select().from(trialFlows).where(eq(trialFlows.id, saved.flow!));
    expect(row).toMatchObject({ step: "2", reservedEnrolmentIds: [], reservedUntil: null });
  });

  it("never hands one account's flow to another", async () => {
    const alice = await kid();
    const bob = await kid();
    const a = await flowCall(alice, {});
    const b = await flowCall(bob, {}, a.flow);
    expect(b.flow).not.toBe(a.flow);
    expect(b.flow).toBeTruthy();
  });

  it("keeps the current name of a zone the browser reports by its old one", async () => {
    const r = await flowCall(null, { user_timezone: "Asia/Calcutta" });
    expect(r.body.view.user_timezone).toBe("Asia/Kolkata");
  });

  it("refuses a cross-site call with the message the page reloads on (CSRF mismatch)", async () => {
    const who = await kid();
    const response = await showFlow(
      new Request("http://localhost/show-trail-pages-booking-flow", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: (await cookieHeaderFor(who)).cookie,
          "sec-fetch-site": "cross-site",
          origin: "https://evil.example",
        },
        body: JSON.stringify({ course_id: courseId }),
      }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(HTTP_MESSAGES.crossSite);
    // Nothing was opened for the caller.
    expect(await t.db.select().from(trialFlows).where(eq(trialFlows.userId, who.id))).toEqual([]);
  });

  it("refuses an unknown course", async () => {
    const r = await post(showFlow, "/show-trail-pages-booking-flow", null, { course_id: 999999 });
    expect(r.status).toBe(404);
  });
});
