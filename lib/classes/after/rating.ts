import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classRatings, teacherProfiles } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { afterTeacherChange } from "../../catalog/cache-tags";
import { conflict, forbidden } from "../../errors";
import { loadStudentClass } from "../class-access";
import { AFTER_MESSAGES } from "./messages";
import { awardPoints } from "../../engagement/points/award";

export interface RateClassInput {
  sessionId: number;
  rating: number;
  /** The written review, plain text (validated by reviewCommentField); absent for none. */
  comment?: string;
  /** The userId the legacy client sends: must be the caller. */
  userId?: number;
  /** The route clock: when the rating's points are awarded (decision 026). */
  now: Date;
}

/**
 * A student rates a class they attended, once. The rating row and the teacher's mean and count
 * change together in one transaction; the mean is updated incrementally in SQL under the row lock
 * of the update, so concurrent ratings never lose one.
 */
export async function rateClass(db: Db, user: SessionUser, input: RateClassInput) {
  if (input.userId !== undefined && input.userId !== user.id) {
    throw forbidden(AFTER_MESSAGES.rateOwnAccount);
  }
  const { session, enrolment } = await loadStudentClass(db, user, input.sessionId);
  if (!enrolment.attendedAt) throw forbidden(AFTER_MESSAGES.rateOnlyAttended);
  return afterTeacherChange(
    session.teacherId,
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(classRatings)
        .values({
          sessionId: session.id,
          studentId: user.id,
          teacherId: session.teacherId,
          rating: input.rating,
          comment: input.comment ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: classRatings.id });
      if (!inserted) throw conflict(AFTER_MESSAGES.alreadyRated);
      await awardPoints(tx, {
        studentId: user.id,
        reason: "rating",
        ref: `session:${session.id}`,
        now: input.now,
      });
      const [teacher] = await tx
        .update(teacherProfiles)
        .set({
          rating: sql`round((${teacherProfiles.rating} * ${teacherProfiles.ratingCount} + ${input.rating})::numeric / (${teacherProfiles.ratingCount} + 1), 2)`,
          ratingCount: sql`${teacherProfiles.ratingCount} + 1`,
        })
        .where(eq(teacherProfiles.userId, session.teacherId))
        .returning({ rating: teacherProfiles.rating, ratingCount: teacherProfiles.ratingCount });
      return {
        rating: input.rating,
        teacherRating: Number(teacher!.rating),
        ratingCount: teacher!.ratingCount,
      };
    }),
  );
}
