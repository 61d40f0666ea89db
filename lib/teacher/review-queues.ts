import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { queueDecisions } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import type { ReviewDecision } from "./kyc/schemas";

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

/**
 * The columns an admin's decision sets on a pending KYC or resume row: the status, the reason only
 * for a rejection (the teacher sees it), who decided and when.
 */
export function reviewedColumns(admin: SessionUser, input: ReviewDecision, now: Date) {
  return {
    status: input.decision,
    reviewReason: input.decision === "rejected" ? input.reason : null,
    reviewedBy: admin.id,
    reviewedAt: now,
  };
}
