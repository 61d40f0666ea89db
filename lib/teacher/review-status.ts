import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { teacherReviews } from "@/db/schema";
import { teacherKyc, teacherResumes } from "@/db/schema/teacher";

export type ReviewState = "pending" | "approved" | "rejected";

/** One review the teacher sees: its status and, when rejected (or decided), the admin's reason. */
export interface TeacherReviewLine {
  status: ReviewState;
  reason: string | null;
}

/**
 * What the teacher sees of their reviews (decisions 030, 031): the application (teacher_reviews,
 * decided in the admin console; none yet = pending), the KYC and the resume (null before the
 * first submission). Rejected ones carry the admin's reason; the teacher may submit again.
 */
export async function teacherReviewStatus(db: Db, teacherId: number) {
  const [[app], [kyc], [resume]] = await Promise.all([
    db
      .select({ status: teacherReviews.status, reason: teacherReviews.reason })
      .from(teacherReviews)
      .where(eq(teacherReviews.teacherId, teacherId)),
    db
      .select({ status: teacherKyc.status, reason: teacherKyc.reviewReason })
      .from(teacherKyc)
      .where(eq(teacherKyc.teacherId, teacherId)),
    db
      .select({ status: teacherResumes.status, reason: teacherResumes.reviewReason })
      .from(teacherResumes)
      .where(eq(teacherResumes.teacherId, teacherId)),
  ]);
  const line = (r: { status: string; reason: string | null } | undefined) =>
    r
      ? {
          status: r.status as ReviewState,
          reason: r.status === "pending" ? null : r.reason || null,
        }
      : null;
  return {
    application: line(app) ?? { status: "pending" as const, reason: null },
    kyc: line(kyc),
    resume: line(resume),
  };
}
export type TeacherReviewStatus = Awaited<ReturnType<typeof teacherReviewStatus>>;
