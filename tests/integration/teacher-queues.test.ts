import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as decidePost } from "@/app/(api)/admin/api/queues/[queue]/[id]/route";
import { GET as queueGet } from "@/app/(api)/admin/api/queues/[queue]/route";
import { POST as bookDemo } from "@/app/(api)/api/book-demo/route";
import { POST as saveKycData } from "@/app/(api)/em/saveKYCData/route";
import { POST as sendOtpForValidation } from "@/app/(api)/em/sendOTPForValidation/route";
import { POST as verifyOtpForValidation } from "@/app/(api)/em/verifyOTPForValidation/route";
import { adminAuditLog, queueDecisions, teacherReviews } from "@/db/schema";
import { teacherKyc, teacherResumes } from "@/db/schema/teacher";
import { refreshSearchDocuments } from "@/lib/catalog/search-document";
import { searchFiltersSchema } from "@/lib/catalog/search/filters";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { getTeacherProfile } from "@/lib/catalog/teacher-profile";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking/messages";
import { kycMasterKeys } from "@/lib/teacher/documents/keys";
import { saveDocument } from "@/lib/teacher/documents/store";
import { teacherReviewStatus } from "@/lib/teacher/review-status";
import { applyForTraining } from "@/lib/teacher/training/apply";
import {
  lastOtpSentTo,
  testAuthDeps,
  testClock,
  useAsAppAuthDeps,
  type TestAuthDeps,
} from "../support/auth-deps";
import { makeSlotOn, postAs } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

type Role = "student" | "teacher" | "admin";
type Who = { id: number; role: Role };
type Handler = (
  request: Request,
  context?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

let t: TestDatabase;
let admin: Who, student: Who, teacher: Who;
let subject: { id: number; streamId: number };
let deps: TestAuthDeps;
const MOBILE = "9811100011";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n");

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  // OTP resends wait a while: the test moves this clock before the teacher resubmits.
  deps = await testAuthDeps(t.db, testClock(new Date()));
  useAsAppAuthDeps(deps);
  subject = await makeSubject(t.db, (await makeStream(t.db)).id, { name: "Sitar", slug: "sitar" });
  admin = { id: (await makeUser(t.db, { role: "admin" })).id, role: "admin" };
  student = { id: (await makeUser(t.db)).id, role: "student" };
  teacher = {
    id: (await makeTeacher(t.db, subject, { user: { mobile: MOBILE } })).user.id,
    role: "teacher",
  };
});

afterAll(() => t.destroy());

async function call(
  handler: Handler,
  method: "GET" | "POST",
  path: string,
  as: Who | null,
  params: Record<string, string>,
  body?: unknown,
) {
  const headers: Record<string, string> = as ? { ...(await cookieHeaderFor(as)) } : {};
  if (method === "POST") headers["content-type"] = "application/json";
  const res = await handler(
    new Request(`http://localhost${path}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    }),
    { params: Promise.resolve(params) },
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const list = (queue: string, view = "open", as: Who | null = admin) =>
  call(queueGet, "GET", `/admin/api/queues/${queue}?view=${view}`, as, { queue });
const decide = (
  queue: string,
  id: number,
  decision: string,
  reason: string,
  as: Who | null = admin,
) =>
  call(
    decidePost,
    "POST",
    `/admin/api/queues/${queue}/${id}`,
    as,
    { queue, id: String(id) },
    {
      decision,
      reason,
    },
  );
const auditRows = (queue: string, id: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, queue), eq(adminAuditLog.targetId, String(id))));

/** The teacher's KYC through the real calls: declaration OTP, then the form. */
async function submitKyc(who: Who) {
  expect((await postAs(sendOtpForValidation, "/x", who)).status).toBe(200);
  const code = await lastOtpSentTo(t.db, `+91${MOBILE}`);
  expect((await postAs(verifyOtpForValidation, "/x", who, { otp: code })).status).toBe(200);
  const form = new FormData();
  const fields: Record<string, string | Blob> = {
    ccp: new File([PDF], "ccp.pdf"),
    address_proof: new File([PDF], "a.pdf"),
    pan_proof: new File([PDF], "p.pdf"),
    declaration: "1",
    pan: "AAPFU0939F",
    gstNumber: "27AAPFU0939F1ZV",
    account_holder_name: "Sita Teacher",
    bank: "State Bank of India",
    ifsc: "SBIN0001234",
    acno: "123456789012",
    addr: "12 MG Road, Bengaluru",
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await saveKycData(
    new Request("http://localhost/em/saveKYCData", {
      method: "POST",
      headers: { ...(await cookieHeaderFor(who)) },
      body: form,
    }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

describe("the teacher queues refuse everyone but admins", () => {
  for (const queue of ["teacher-kyc", "teacher-resumes", "teacher-training"]) {
    it(`${queue}: anonymous 401, student and teacher 403, nothing audited`, async () => {
      const [before] = await t.db.select({ n: count() }).from(adminAuditLog);
      expect((await list(queue, "open", null)).status).toBe(401);
      expect((await list(queue, "open", student)).status).toBe(403);
      expect((await list(queue, "open", teacher)).status).toBe(403);
      expect((await decide(queue, teacher.id, "approved", "x", null)).status).toBe(401);
      expect((await decide(queue, teacher.id, "approved", "x", student)).status).toBe(403);
      expect((await decide(queue, teacher.id, "approved", "x", teacher)).status).toBe(403);
      const [after] = await t.db.select({ n: count() }).from(adminAuditLog);
      expect(after!.n).toBe(before!.n);
    });
  }
});

describe("KYC queue", () => {
  it("lists a submission masked with its documents; a rejection's reason reaches the teacher, who resubmits; approval is audited", async () => {
    await submitKyc(teacher);
    const open = await list("teacher-kyc");
    expect(open.status).toBe(200);
    const item = open.body.items.find((i: { id: number }) => i.id === teacher.id);
    expect(item).toBeTruthy();
    const fields = Object.fromEntries(item.fields as [string, string][]);
    expect(fields.PAN).not.toContain("AAPFU0939F");
    expect(fields.PAN).toMatch(/^X+939F$/);
    expect(fields.Account).not.toContain("123456789012");
    expect(fields.GSTIN).toBeTruthy();
    const [kyc] = await t.db.select().from(teacherKyc).where(eq(teacherKyc.teacherId, teacher.id));
    expect(item.links.map((l: { href: string }) => l.href)).toEqual([
      `/teacher-documents/${kyc!.ccpDocId}`,
      `/teacher-documents/${kyc!.addressProofDocId}`,
      `/teacher-documents/${kyc!.panProofDocId}`,
    ]);

    expect((await decide("teacher-kyc", teacher.id, "approved", "  ")).status).toBe(400);
    const rejected = await decide("teacher-kyc", teacher.id, "rejected", "PAN card is blurred");
    expect(rejected.status).toBe(200);
    expect(await teacherReviewStatus(t.db, teacher.id)).toMatchObject({
      kyc: { status: "rejected", reason: "PAN card is blurred" },
    });
    expect((await decide("teacher-kyc", teacher.id, "approved", "again")).status).toBe(409);
    expect((await list("teacher-kyc")).body.items.map((i: { id: number }) => i.id)).not.toContain(
      teacher.id,
    );

    // The teacher corrects it: the item is open again and can be decided once more.
    deps.clock.advance(10 * 60_000);
    await submitKyc(teacher);
    expect((await list("teacher-kyc")).body.items.map((i: { id: number }) => i.id)).toContain(
      teacher.id,
    );
    const approved = await decide("teacher-kyc", teacher.id, "approved", "Documents match");
    expect(approved.status).toBe(200);
    expect((await teacherReviewStatus(t.db, teacher.id)).kyc).toEqual({
      status: "approved",
      reason: null,
    });
    const decided = await list("teacher-kyc", "decided");
    expect(decided.body.items.find((i: { id: number }) => i.id === teacher.id)).toMatchObject({
      decision: { decision: "approved", reason: "Documents match" },
    });
    const audit = await auditRows("teacher-kyc", teacher.id);
    expect(audit.map((a) => a.action).sort()).toEqual([
      "queue.teacher-kyc.approved",
      "queue.teacher-kyc.rejected",
    ]);
    expect(audit.find((a) => a.action === "queue.teacher-kyc.approved")).toMatchObject({
      adminId: admin.id,
      before: { status: "pending" },
      after: { status: "approved", reason: "Documents match" },
      reason: "Documents match",
    });
  });
});

describe("resume queue", () => {
  it("lists an applicant with the resume and video links and decides through decideResume, audited", async () => {
    const applicant = (await makeTeacher(t.db, subject, { review: "pending" })).user;
    const keys = kycMasterKeys();
    const resumeDocId = await saveDocument(t.db, keys, {
      teacherId: applicant.id,
      kind: "resume",
      contentType: "application/pdf",
      bytes: PDF,
    });
    await t.db.insert(teacherResumes).values({
      teacherId: applicant.id,
      name: "Ravi Applicant",
      agreedAt: new Date(),
      resumeDocId,
      submittedAt: new Date(),
    });
    const open = await list("teacher-resumes");
    const item = open.body.items.find((i: { id: number }) => i.id === applicant.id);
    expect(item).toMatchObject({
      title: "Ravi Applicant",
      links: [{ label: "Resume", href: `/teacher-documents/${resumeDocId}` }],
    });
    const r = await decide("teacher-resumes", applicant.id, "rejected", "Video missing");
    expect(r.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(teacherResumes)
      .where(eq(teacherResumes.teacherId, applicant.id));
    expect(row).toMatchObject({
      status: "rejected",
      reviewReason: "Video missing",
      reviewedBy: admin.id,
    });
    expect((await teacherReviewStatus(t.db, applicant.id)).resume).toEqual({
      status: "rejected",
      reason: "Video missing",
    });
    const audit = await auditRows("teacher-resumes", applicant.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "queue.teacher-resumes.rejected",
      before: { status: "pending" },
      after: { status: "rejected", reason: "Video missing" },
    });
  });
});

describe("training queue", () => {
  it("lists an application and records a decision with its reason, audited", async () => {
    const applied = await applyForTraining(t.db, {
      applicant_name: "Meera Trainee",
      email: "meera@train.example",
      country_code: "+91",
      phone_number: "9876543210",
      ready_to_pay: "yes",
      have_laptop: "yes",
      have_keyboard: "no",
      teaching_experience_years: "1-3",
      english_proficiency: "4",
      ready_to_join_tutorlive: "yes",
      preferred_timeslot: "evening",
    });
    expect(applied.status).toBe(true);
    const open = await list("teacher-training");
    const item = open.body.items.find((i: { title: string }) => i.title === "Meera Trainee");
    expect(item).toBeTruthy();
    expect(Object.fromEntries(item.fields)).toMatchObject({ "Has a keyboard": "no" });
    expect((await decide("teacher-training", item.id, "approved", "x")).status).toBe(400);
    const ok = await decide("teacher-training", item.id, "accepted", "Starts the May batch");
    expect(ok.status).toBe(200);
    const [d] = await t.db
      .select()
      .from(queueDecisions)
      .where(and(eq(queueDecisions.queue, "teacher-training"), eq(queueDecisions.itemId, item.id)));
    expect(d).toMatchObject({
      decision: "accepted",
      reason: "Starts the May batch",
      adminId: admin.id,
    });
    expect(await auditRows("teacher-training", item.id)).toHaveLength(1);
    expect(
      (await list("teacher-training")).body.items.map((i: { id: number }) => i.id),
    ).not.toContain(item.id);
  });
});

describe("only approved teachers are listed and bookable", () => {
  it("a pending applicant is absent from search and the profile, refused at booking; approval lists them", async () => {
    const { user } = await makeTeacher(t.db, subject, {
      review: "pending",
      user: { firstName: "Zubin", lastName: "Pending", timeZone: "Asia/Kolkata" },
    });
    await refreshSearchDocuments(t.db);
    const search = async () =>
      (
        await searchTeachers(t.db, null, searchFiltersSchema.parse({ subject: "sitar" }), "INR", {
          zone: "Asia/Kolkata",
          now: new Date(),
        })
      ).teachers.map((x) => x.id);
    expect(await search()).toContain(teacher.id);
    expect(await search()).not.toContain(user.id);
    expect(await getTeacherProfile(t.db, user.id)).toBeNull();
    expect(await teacherReviewStatus(t.db, user.id)).toMatchObject({
      application: { status: "pending", reason: null },
    });

    const { slot, date } = await makeSlotOn(t.db, { id: user.id, timeZone: "Asia/Kolkata" }, 3);
    const book = () =>
      postAs(bookDemo, "/api/book-demo", student, {
        student_id: String(student.id),
        timetable_id: slot.id,
        ig_date: date,
        demo_slot: "1",
        subId: subject.id,
      });
    const refused = await book();
    expect(refused.body).toMatchObject({
      status: "error",
      responseCode: 409,
      message: BOOKING_MESSAGES.teacherNotApproved,
    });

    // Rejected with a reason: the teacher sees it; still not listed.
    const rejected = await decide("teacher-applicants", user.id, "rejected", "No demo video yet");
    expect(rejected.status).toBe(200);
    expect((await teacherReviewStatus(t.db, user.id)).application).toEqual({
      status: "rejected",
      reason: "No demo video yet",
    });
    expect(await search()).not.toContain(user.id);

    // Approved (e.g. from the person page later): listed and bookable.
    await t.db
      .update(teacherReviews)
      .set({ status: "approved" })
      .where(eq(teacherReviews.teacherId, user.id));
    expect(await search()).toContain(user.id);
    expect(await getTeacherProfile(t.db, user.id)).not.toBeNull();
    const booked = await book();
    expect(booked.body).toMatchObject({ status: "success" });
  });
});
