import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rowsOf } from "../../lib/db-rows";
import { reviewReplies } from "../schema/classes";

/** Rows of the tables only this seed writes (countSeededRows). */
export async function countReviewRows(db: Db) {
  return { reviewReplies: await db.$count(reviewReplies) };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Written reviews for the demo teacher's newest ratings (issue 26), newest first. */
const REVIEWS = [
  "Rohan is patient and explains every chord twice if needed. My daughter looks forward to class.",
  "Clear, friendly and always on time. The practice plan after each class really helps.",
  "Good teacher. The first class was a bit fast but he slowed down when we asked.",
  "My son learned his first full song in three weeks. Thank you!",
] as const;

/** The teacher's replies, by review index. */
const REPLIES: Record<number, string> = {
  0: "Thank you! She practises well between classes, which makes all the difference.",
  2: "Thanks for telling me. I now check the pace with every new student in the first class.",
};

/**
 * Gives the demo teacher's newest seeded ratings a written text and two of them a reply, so a
 * fresh install shows reviews on the teacher's public page. Returns the rows written.
 */
export async function seedReviews(tx: Tx, teacherId: number) {
  const ratings = rowsOf<{ id: number; created_at: string | Date }>(
    await tx.execute(sql`
      select id, created_at from class_ratings
      where teacher_id = ${teacherId} order by created_at desc, id desc limit ${REVIEWS.length}`),
  );
  let replies = 0;
  for (const [i, r] of ratings.entries()) {
    await tx.execute(
      sql`update class_ratings set comment = ${REVIEWS[i]!} where id = ${Number(r.id)}`,
    );
    const reply = REPLIES[i];
    if (!reply) continue;
    const at = new Date(new Date(r.created_at).getTime() + 5 * 3_600_000).toISOString();
    await tx.execute(sql`
      insert into review_replies (rating_id, teacher_id, body, created_at)
      values (${Number(r.id)}, ${teacherId}, ${reply}, ${at}::timestamptz)`);
    replies++;
  }
  return { reviewReplies: replies };
}
