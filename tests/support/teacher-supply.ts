import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as decidePost } from "@/app/(api)/admin/api/queues/[queue]/[id]/route";
import { POST as updatePriceNameCount } from "@/app/(api)/api/update-teacher-price-name-and-count/route";
import { POST as saveSchedules } from "@/app/(api)/em/saveTeacherSchedules/route";
import { POST as saveResumeRoute } from "@/app/(api)/em/saveResume/route";
import { POST as updateSchedules } from "@/app/(api)/em/updateTeacherSchedules/route";
import { POST as sendOTPForRegistration } from "@/app/(api)/ng-api/v1/sendOTPForRegistration/route";
import { POST as userRegistrationTeacher } from "@/app/(api)/ng-api/v1/userRegistrationTeacher/route";
import { POST as verifyOTP } from "@/app/(api)/ng-api/v1/verifyOTP/route";
import type { Db } from "@/db/client";
import { outboxMessages, users } from "@/db/schema";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import { lastOtpSentTo, type TestAuthDeps } from "./auth-deps";
import { callV1, cookieHeaderFor, freshIp, postJson, type RouteHandler } from "./legacy-client";

/**
 * Teacher supply through the product's own calls (issue 35): a teacher signs up with a verified
 * mobile, sends a resume and video, an admin decides in the console's queue, the teacher uses the
 * price and slot calls. No teacher row is made by hand.
 */
export type Who = { id: number; role: "student" | "teacher" | "admin" };

const PDF = new TextEncoder().encode("%PDF-1.7\n% resume\n%%EOF\n");
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0]);

let serial = 0;

/** Signs a teacher up as the signup form does: registration OTP, verify, userRegistrationTeacher. */
export async function signUpTeacher(
  db: Db,
  deps: TestAuthDeps,
  over: { firstName?: string; lastName?: string; streamId?: number } = {},
): Promise<Who & { email: string; mobile: string }> {
  serial += 1;
  const mobile = String(9830000000 + Math.floor(Math.random() * 90_000) * 10 + (serial % 10));
  const email = `supply${serial}.${mobile}@example.com`;
  const ip = freshIp();
  deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
  const sent = await callV1(
    sendOTPForRegistration,
    "sendOTPForRegistration",
    { cust_id: mobile, engagement_id: 7, email: "", country_code: "+91" },
    { ip },
  );
  expect(sent.body).toMatchObject({ sendOtp: "true" });
  const otp = await lastOtpSentTo(db, `+91${mobile}`);
  const verified = await callV1(
    verifyOTP,
    "verifyOTP",
    { cust_id: mobile, otp, country_code: "+91" },
    { ip },
  );
  expect(verified.body).toEqual({ verified: "true" });
  const res = await callV1(userRegistrationTeacher, "userRegistrationTeacher", {
    first_name: over.firstName ?? "Vidya",
    last_name: over.lastName ?? `Supply${serial}`,
    email,
    reg_mobile_num: mobile,
    country_code: "+91",
    user_password: "Secret#123",
    company_name: "",
    remark: "Violin for twelve years.",
    referral_code: "",
    stream: over.streamId ?? "",
  });
  expect(res.status).toBe(200);
  return { id: res.body.userId as number, role: "teacher", email, mobile };
}

/** POST /em/saveResume with a PDF resume and an MP4 video, as the resume form does. */
export async function sendResume(teacher: Who) {
  const form = new FormData();
  form.append("resume", new File([PDF], "cv.pdf"));
  form.append("video", new File([MP4], "intro.mp4"));
  form.append("user_id", String(teacher.id));
  form.append("aggrement", "1");
  form.append("name", "Vidya Teacher");
  const response = await saveResumeRoute(
    new Request("http://localhost/em/saveResume", {
      method: "POST",
      headers: { ...(await cookieHeaderFor(teacher)) },
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** An admin's decision on the teacher-applicants queue item (POST /admin/api/queues/…). */
export async function decideApplicant(
  admin: Who,
  teacherId: number,
  decision: "approved" | "rejected",
  reason: string,
) {
  const queue = "teacher-applicants";
  const res = await decidePost(
    new Request(`http://localhost/admin/api/queues/${queue}/${teacherId}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await cookieHeaderFor(admin)) },
      body: JSON.stringify({ decision, reason }),
    }),
    { params: Promise.resolve({ queue, id: String(teacherId) }) },
  );
  return { status: res.status, body: await res.json() };
}

async function call(handler: RouteHandler, path: string, body: unknown, who: Who) {
  const res = await postJson(handler, path, body, await cookieHeaderFor(who));
  return { status: res.status, body: await res.json() };
}

const week = (days: Record<number, object[]>) => Array.from({ length: 7 }, (_, d) => days[d] ?? []);

/** The three legacy calls of the teacher's offer and week (spec 1). */
export const legacyCalls = {
  saveSchedules: (who: Who, days: Record<number, object[]>) =>
    call(saveSchedules, "/em/saveTeacherSchedules", { schedules: week(days) }, who),
  updateSchedules: (who: Who, days: Record<number, object[]>) =>
    call(updateSchedules, "/em/updateTeacherSchedules", { schedules: week(days) }, who),
  price: (who: Who, body: Record<string, unknown>) =>
    call(
      updatePriceNameCount,
      "/api/update-teacher-price-name-and-count",
      { pack_name: "Monthly", class_count: 8, ...body },
      who,
    ),
};

/** The bodies of the messages sent to a teacher's mobile or e-mail, oldest first. */
export async function messagesTo(db: Db, teacherId: number): Promise<string[]> {
  const [u] = await db
    .select({ email: users.email, mobile: users.mobile, cc: users.countryCode })
    .from(users)
    .where(eq(users.id, teacherId));
  const rows = await db.select().from(outboxMessages).orderBy(outboxMessages.id);
  const mine = new Set([u!.email, `${u!.cc}${u!.mobile}`]);
  return rows.filter((r) => mine.has(r.to)).map((r) => r.body);
}
