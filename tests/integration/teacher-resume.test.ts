import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveResumeRoute } from "@/app/(api)/em/saveResume/route";
import { teacherResumes } from "@/db/schema/teacher";
import { kycMasterKeys } from "@/lib/teacher/documents/keys";
import { readDocument } from "@/lib/teacher/documents/store";
import { RESUME_MESSAGES as M } from "@/lib/teacher/resume/messages";
import { decideResume, listPendingResumes, resumeOf } from "@/lib/teacher/resume/resume";
import { cookieHeaderFor, type Who, whoOf } from "../support/legacy-client";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

const as = whoOf;
const session = (w: Who) => ({ ...w, name: "Someone", prefix: "" });

let t: TestDatabase;
let dir: string;
let teacher: Who, other: Who, student: Who, admin: Who;
const PDF = new TextEncoder().encode("%PDF-1.7\n% resume\n%%EOF\n");
/** An MP4's first box: size, "ftyp", brand "isom". */
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0]);

function resumeForm(userId: number, over: Record<string, string | Blob | null> = {}) {
  const fields: Record<string, string | Blob | null> = {
    resume: new File([PDF], "cv.pdf"),
    video: new File([MP4], "intro.mp4"),
    user_id: String(userId),
    aggrement: "1",
    name: "Tara Teacher",
    ...over,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null) form.append(k, v);
  return form;
}

async function post(user: Who, form: FormData) {
  const response = await saveResumeRoute(
    new Request("http://localhost/em/saveResume", {
      method: "POST",
      headers: { ...(await cookieHeaderFor(user)) },
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wt-teacher-resume-"));
  process.env.UPLOADS_DIR = dir;
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacher = as((await makeTeacher(t.db, subject)).user);
  other = as((await makeTeacher(t.db, subject)).user);
  student = as(await makeUser(t.db));
  admin = as(await makeUser(t.db, { role: "admin" }));
});

afterAll(async () => {
  await t.destroy();
  delete process.env.UPLOADS_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe("saveResume", () => {
  it("refuses a student (403), another teacher's user_id (403), and bad files per field", async () => {
    expect((await post(student, resumeForm(student.id))).status).toBe(403);
    const foreign = await post(other, resumeForm(teacher.id));
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(M.notYou);
    const wrong = await post(
      teacher,
      resumeForm(teacher.id, {
        video: new File([PDF], "intro.mp4", { type: "video/mp4" }),
        resume: new File([MP4], "cv.pdf", { type: "application/pdf" }),
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ resume: M.resumeType, video: M.videoType });
    const noAgreement = await post(teacher, resumeForm(teacher.id, { aggrement: null }));
    expect(noAgreement.body.errors.aggrement).toBe(M.agreementRequired);
    const noVideo = await post(teacher, resumeForm(teacher.id, { video: null }));
    expect(noVideo.body.errors.video).toBe(M.videoRequired);
    expect(await t.db.select().from(teacherResumes)).toEqual([]);
  });

  it("saves the resume and the video (encrypted on disk) and answers /em/thank-you", async () => {
    const r = await post(teacher, resumeForm(teacher.id));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ status: true, message: M.saved, redirect_url: "/em/thank-you" });
    const view = await resumeOf(t.db, teacher.id);
    expect(view).toMatchObject({ status: "pending", name: "Tara Teacher" });
    const files = await readdir(path.join(dir, "private", "teacher-documents"));
    expect(files).toHaveLength(1);
    const onDisk = await readFile(path.join(dir, "private", "teacher-documents", files[0]!));
    expect(onDisk.includes(Buffer.from("ftypisom"))).toBe(false);
    const video = await readDocument(t.db, kycMasterKeys(), session(admin), view!.videoDocId!);
    expect(video.contentType).toBe("video/mp4");
    expect(new Uint8Array(video.bytes)).toEqual(MP4);
    await expect(
      readDocument(t.db, kycMasterKeys(), session(other), view!.resumeDocId),
    ).rejects.toMatchObject({ status: 403 });
    // A new upload replaces the old files.
    expect((await post(teacher, resumeForm(teacher.id))).status).toBe(200);
    expect(await readdir(path.join(dir, "private", "teacher-documents"))).toHaveLength(1);
  });

  it("an admin sees the applicant and decides with a reason", async () => {
    expect((await listPendingResumes(t.db)).map((r) => r.teacherId)).toEqual([teacher.id]);
    await decideResume(
      t.db,
      session(admin),
      { teacherId: teacher.id, decision: "approved", reason: "" },
      new Date(),
    );
    expect(await resumeOf(t.db, teacher.id)).toMatchObject({ status: "approved" });
    await expect(
      decideResume(
        t.db,
        session(admin),
        { teacherId: teacher.id, decision: "rejected", reason: "x" },
        new Date(),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});
