import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { teacherReviews } from "@/db/schema";
import { loadRecipient } from "../../notify/recipients";
import { sendNotice } from "../../notify/send-notice";
import { reopenQueueItem } from "../review-queues";

/** The console's queue of teacher applications (lib/admin/queue/definitions.ts). */
export const APPLICANTS_QUEUE = "teacher-applicants";

/**
 * A resume and intro video were (re)sent, in that transaction (decision 038): a rejected
 * application is pending again and its queue item open (the audit log keeps the rejection), so a
 * rejected teacher re-applies by fixing and resending; the teacher is told it was received.
 */
export async function applicationReceived(tx: Db, teacherId: number): Promise<void> {
  const reopened = await tx
    .update(teacherReviews)
    .set({ status: "pending", reason: "", decidedBy: null, decidedAt: null })
    .where(and(eq(teacherReviews.teacherId, teacherId), eq(teacherReviews.status, "rejected")))
    .returning({ id: teacherReviews.teacherId });
  if (reopened.length > 0) await reopenQueueItem(tx, APPLICANTS_QUEUE, teacherId);
  const [review] = await tx
    .select({ status: teacherReviews.status })
    .from(teacherReviews)
    .where(eq(teacherReviews.teacherId, teacherId));
  if (review?.status === "approved") return;
  await sendNotice(tx, await loadRecipient(tx, teacherId), {
    subject: "We received your teacher application",
    body: "We received your resume and intro video. An admin reviews your application and you will hear from us; meanwhile you can follow each step on your dashboard (/em/dashboard).",
  });
}
