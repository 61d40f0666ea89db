import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { queueDecisions } from "@/db/schema";

/** The admin console's queues for the teacher side (lib/admin/queue/definitions.ts). */
export const TEACHER_QUEUES = {
  kyc: "teacher-kyc",
  resume: "teacher-resumes",
  training: "teacher-training",
} as const;

/**
 * A resubmission (KYC or resume after a rejection) opens the item again: its last decision is
 * dropped from queue_decisions (the audit log keeps it), so the queue can decide it once more.
 */
export async function reopenQueueItem(tx: Db, queue: string, itemId: number): Promise<void> {
  await tx
    .delete(queueDecisions)
    .where(and(eq(queueDecisions.queue, queue), eq(queueDecisions.itemId, itemId)));
}
