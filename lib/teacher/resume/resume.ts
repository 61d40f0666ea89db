import { asc, eq, sql, and } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { teacherResumes } from "@/db/schema/teacher";
import type { SessionUser } from "../../auth/session-user";
import { badRequest, forbidden, notFound, type FieldErrors } from "../../errors";
import type { MasterKeys } from "../documents/envelope";
import { readUpload } from "../documents/read-upload";
import { applicationReceived } from "../onboarding/reapply";
import { deleteDocuments, DOCUMENT_MIMES, saveDocument, VIDEO_MIMES } from "../documents/store";
import { reopenQueueItem, reviewedColumns, TEACHER_QUEUES } from "../review-queues";
import type { ReviewDecision } from "../kyc/schemas";
import { MAX_RESUME_BYTES, MAX_VIDEO_BYTES, RESUME_MESSAGES as M } from "./messages";
import type { SaveResumeRequest } from "./schemas";

/**
 * POST /em/saveResume: the teacher's own resume (PDF/JPEG/PNG, 5 MB) and introduction video
 * (MP4/WebM, 100 MB), checked by content, stored encrypted as private documents (the video in the
 * private folder); a resubmission replaces the last one and goes back to pending.
 */
export async function saveResume(
  db: Db,
  keys: MasterKeys,
  user: SessionUser,
  input: SaveResumeRequest,
  now: Date,
) {
  if (input.user_id !== user.id) throw forbidden(M.notYou);
  const errors: FieldErrors = {};
  const resume = await readUpload(input.resume, MAX_RESUME_BYTES, DOCUMENT_MIMES);
  if (resume === "too-large") errors.resume = [M.resumeTooLarge];
  else if (resume === "wrong-type") errors.resume = [M.resumeType];
  const video = await readUpload(input.video, MAX_VIDEO_BYTES, VIDEO_MIMES);
  if (video === "too-large") errors.video = [M.videoTooLarge];
  else if (video === "wrong-type") errors.video = [M.videoType];
  if (typeof resume === "string" || typeof video === "string")
    throw badRequest(Object.values(errors)[0]![0]!, errors);
  await db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const [previous] = await tx
      .select()
      .from(teacherResumes)
      .where(eq(teacherResumes.teacherId, user.id))
      .for("update");
    const resumeDocId = await saveDocument(tx, keys, {
      teacherId: user.id,
      kind: "resume",
      contentType: resume.type,
      bytes: resume.bytes,
    });
    const videoDocId = await saveDocument(tx, keys, {
      teacherId: user.id,
      kind: "video",
      contentType: video.type,
      bytes: video.bytes,
      onDisk: true,
    });
    const values = {
      teacherId: user.id,
      name: input.name,
      agreedAt: now,
      resumeDocId,
      videoDocId,
      status: "pending",
      reviewReason: null,
      reviewedBy: null,
      reviewedAt: null,
      submittedAt: now,
    };
    await tx
      .insert(teacherResumes)
      .values(values)
      .onConflictDoUpdate({ target: teacherResumes.teacherId, set: values });
    await reopenQueueItem(tx, TEACHER_QUEUES.resume, user.id);
    await applicationReceived(tx, user.id);
    if (previous) {
      await deleteDocuments(
        tx,
        [previous.resumeDocId, previous.videoDocId].filter((id): id is number => id !== null),
      );
    }
  });
  return { status: true as const, message: M.saved, redirect_url: "/em/thank-you" };
}

export interface ResumeView {
  teacherId: number;
  name: string;
  email: string | null;
  status: string;
  reviewReason: string | null;
  resumeDocId: number;
  videoDocId: number | null;
  submittedAt: Date;
}

const VIEW = {
  teacherId: teacherResumes.teacherId,
  name: teacherResumes.name,
  email: users.email,
  status: teacherResumes.status,
  reviewReason: teacherResumes.reviewReason,
  resumeDocId: teacherResumes.resumeDocId,
  videoDocId: teacherResumes.videoDocId,
  submittedAt: teacherResumes.submittedAt,
};

export async function resumeOf(db: Db, teacherId: number): Promise<ResumeView | null> {
  const [row] = await db
    .select(VIEW)
    .from(teacherResumes)
    .innerJoin(users, eq(users.id, teacherResumes.teacherId))
    .where(eq(teacherResumes.teacherId, teacherId));
  return row ?? null;
}

/** Admin review queue: applicants' resumes waiting for a decision, oldest first. */
export async function listPendingResumes(db: Db): Promise<ResumeView[]> {
  return db
    .select(VIEW)
    .from(teacherResumes)
    .innerJoin(users, eq(users.id, teacherResumes.teacherId))
    .where(eq(teacherResumes.status, "pending"))
    .orderBy(asc(teacherResumes.submittedAt), sql`${teacherResumes.teacherId}`);
}

/** Admin: approve, or reject with a reason the applicant sees. Only a pending resume changes. */
export async function decideResume(db: Db, admin: SessionUser, input: ReviewDecision, now: Date) {
  const [row] = await db
    .update(teacherResumes)
    .set(reviewedColumns(admin, input, now))
    .where(and(eq(teacherResumes.teacherId, input.teacherId), eq(teacherResumes.status, "pending")))
    .returning({ teacherId: teacherResumes.teacherId });
  if (!row) throw notFound(M.notFound);
  return { status: true as const, message: `Resume ${input.decision}.` };
}
