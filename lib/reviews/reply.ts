import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classRatings, reviewReplies } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { afterTeacherChange } from "../catalog/cache-tags";
import { pgViolation, PG_UNIQUE } from "../db-errors";
import { conflict, forbidden, notFound } from "../errors";
import { REVIEW_MESSAGES } from "./schemas";

/**
 * A teacher replies once to a written review of their own class. The reply's key is the rating,
 * so of two replies sent at once the database keeps one and the other gets 409. The teacher's
 * public profile is invalidated after the insert committed.
 */
export async function replyToReview(
  db: Db,
  teacher: SessionUser,
  input: { ratingId: number; body: string; now: Date },
) {
  const [review] = await db
    .select({ teacherId: classRatings.teacherId })
    .from(classRatings)
    .where(and(eq(classRatings.id, input.ratingId), isNotNull(classRatings.comment)));
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  if (review.teacherId !== teacher.id) throw forbidden(REVIEW_MESSAGES.notYourReview);
  return afterTeacherChange(
    teacher.id,
    db
      .insert(reviewReplies)
      .values({
        ratingId: input.ratingId,
        teacherId: teacher.id,
        body: input.body,
        createdAt: input.now,
      })
      .returning({ ratingId: reviewReplies.ratingId })
      .then(([row]) => row!)
      .catch((error: unknown) => {
        if (pgViolation(error, [PG_UNIQUE])) throw conflict(REVIEW_MESSAGES.alreadyReplied);
        throw error;
      }),
  );
}
