import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { GET as studentList } from "@/app/(api)/em/get-slot-student-list/route";
import { POST as notify } from "@/app/(api)/setNotificationMissingStudent/route";
import { missingStudentNotices, outboxMessages, SESSION_STATUS, users } from "@/db/schema";
import { AFTER_MESSAGES } from "@/lib/classes/after/messages";
import { notifyMissingStudent } from "@/lib/classes/after/missing-notice";
import { missingNoticeResponse } from "@/lib/classes/after/schemas";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { postAs } from "../support/booking-fixtures";
import {
  afterClassTestContext,
  getAs,
  makeAfterClass,
  markAttended,
} from "../support/classes-after-fixtures";
import { makeUser } from "../support/factories";
import { createTestQueue, useAsAppJobQueue } from "../support/test-queue";

const ctx = afterClassTestContext();

const send = (user: Parameters<typeof postAs>[2], id: number | string) =>
  postAs(notify, `/setNotificationMissingStudent?id=${id}`, user);

async function noticeCount(enrolmentId: number) {
  const [row] = await ctx.t.db
    .select({ count: missingStudentNotices.count })
    .from(missingStudentNotices)
    .where(eq(missingStudentNotices.enrolmentId, enrolmentId));
  return row?.count ?? 0;
}

const messagesTo = (to: string) =>
  ctx.t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

describe("POST /setNotificationMissingStudent", () => {
  it("notifies an absent student, counts up to 6 and then answers the spec's message", async () => {
    const student = await makeUser(ctx.t.db, {
      role: "student",
      firstName: "Meera",
      mobile: "9811100001",
    });
    const { enrolmentOf } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [
      { id: student.id },
    ]);
    const id = enrolmentOf(student.id);
    for (let n = 1; n <= 6; n++) {
      const res = await send(ctx.cast.teacher, id);
      expect(res.status).toBe(200);
      expect(missingNoticeResponse.parse(res.body)).toEqual({
        status: "success",
        responseCode: 200,
        message: AFTER_MESSAGES.notified,
        count: n,
      });
    }
    const capped = await send(ctx.cast.teacher, id);
    expect(capped.status).toBe(200);
    expect(capped.body).toEqual({
      status: "error",
      responseCode: 200,
      message: CLASS_MESSAGES.notifiedMaximum,
      count: 6,
    });
    expect(await noticeCount(id)).toBe(6);
    const sent = await messagesTo(`+919811100001`);
    expect(sent).toHaveLength(6);
    expect(sent[0]!.body).toMatch(
      /^Hello Meera, .* missed you in your TutorLive class on .*\(IST\)/,
    );
  });

  it("never passes 6 when the teacher clicks many times at once", async () => {
    const { session, enrolmentOf } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [
      ctx.cast.bob,
    ]);
    const id = enrolmentOf(ctx.cast.bob.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(ctx.cast.teacher, id)));
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === "success")).toHaveLength(6);
    expect(statuses.filter((s) => s === "error")).toHaveLength(4);
    expect(answers.map((a) => a.body.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 6, 6, 6, 6,
    ]);
    expect(await noticeCount(id)).toBe(6);
    const list = await getAs(
      studentList,
      `/em/get-slot-student-list?slot_id=${session.id}`,
      ctx.cast.teacher,
    );
    expect(list.body.studentList[0]).toMatchObject({ id, notified_count: 6 });
  });

  it("queues the notice with the count in one transaction; a provider failure is the queue's to retry", async () => {
    const student = await makeUser(ctx.t.db, { role: "student", mobile: "9811100002" });
    const { enrolmentOf } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [
      { id: student.id },
    ]);
    const id = enrolmentOf(student.id);
    const failing = {
      sms: {
        name: "failing-sms",
        send: async () => {
          throw new Error("provider down");
        },
      },
    };
    const queue = await createTestQueue(ctx.t, { transports: failing });
    useAsAppJobQueue(queue);
    onTestFinished(async () => {
      useAsAppJobQueue(undefined);
      await queue.stop();
    });
    const teacher = { ...ctx.cast.teacher, role: "teacher" as const, name: "T", prefix: "em" };
    expect(await notifyMissingStudent(ctx.t.db, failing, teacher, id, new Date())).toEqual({
      sent: true,
      count: 1,
    });
    expect(await noticeCount(id)).toBe(1);
    expect(await messagesTo(`+91${student.mobile}`)).toMatchObject([
      { status: "queued", transport: "failing-sms" },
    ]);
    expect(await queue.drain({ includeDelayed: true })).toMatchObject({ completed: 0 });
    expect(await messagesTo(`+91${student.mobile}`)).toMatchObject([
      { status: "failed", error: "provider down" },
    ]);
  });

  it("answers 503 and keeps the count when the student cannot be reached at all", async () => {
    const student = await makeUser(ctx.t.db, { role: "student", mobile: "9811100003" });
    const { enrolmentOf } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [
      { id: student.id },
    ]);
    const id = enrolmentOf(student.id);
    // Only e-mail is configured, and the student has none.
    await ctx.t.db.update(users).set({ email: null }).where(eq(users.id, student.id));
    const mailOnly = { email: { name: "fake-mail", send: async () => {} } };
    const teacher = { ...ctx.cast.teacher, role: "teacher" as const, name: "T", prefix: "em" };
    await expect(
      notifyMissingStudent(ctx.t.db, mailOnly, teacher, id, new Date()),
    ).rejects.toMatchObject({ status: 503, message: AFTER_MESSAGES.messageNotSent });
    expect(await noticeCount(id)).toBe(0);
  });

  it("refuses a class not begun or cancelled, a present or cancelled seat, and other callers", async () => {
    const future = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], 4);
    expect(await send(ctx.cast.teacher, future.enrolmentOf(ctx.cast.alice.id))).toMatchObject({
      status: 400,
      body: { message: AFTER_MESSAGES.notBegun },
    });
    const cancelled = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], -40, {
      status: SESSION_STATUS.cancelled,
    });
    expect(await send(ctx.cast.teacher, cancelled.enrolmentOf(ctx.cast.alice.id))).toMatchObject({
      status: 400,
      body: { message: AFTER_MESSAGES.classCancelled },
    });
    const carol = await makeUser(ctx.t.db, { role: "student" });
    const past = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [
      ctx.cast.alice,
      { id: carol.id, status: SESSION_STATUS.cancelled },
      ctx.cast.stranger,
    ]);
    await markAttended(ctx.t.db, past.enrolmentOf(ctx.cast.alice.id));
    expect(await send(ctx.cast.teacher, past.enrolmentOf(ctx.cast.alice.id))).toMatchObject({
      status: 400,
      body: { message: AFTER_MESSAGES.studentAttended },
    });
    expect(await send(ctx.cast.teacher, past.enrolmentOf(carol.id))).toMatchObject({
      status: 400,
      body: { message: AFTER_MESSAGES.seatCancelled },
    });
    const absent = past.enrolmentOf(ctx.cast.stranger.id);
    expect((await send(null, absent)).status).toBe(401);
    expect((await send(ctx.cast.stranger, absent)).status).toBe(403);
    expect((await send(ctx.cast.otherTeacher, absent)).status).toBe(403);
    expect(await send(ctx.cast.teacher, 999_999)).toMatchObject({
      status: 404,
      body: { message: AFTER_MESSAGES.enrolmentNotFound },
    });
    expect((await send(ctx.cast.teacher, "abc")).status).toBe(400);
    expect(await noticeCount(absent)).toBe(0);
  });
});
