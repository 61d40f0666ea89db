import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/db/client";
import { batches, curriculumStamps } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { badRequest, forbidden, notFound } from "../../errors";
import { BATCH_MESSAGES, type updateBatchStampsRequest } from "./batch-and-offer-schemas";

/**
 * POST /api/update-batch-stamps: the curriculum a teacher's batch follows. The batch must be the
 * caller's (404 when there is none, 403 when it is someone else's); a stamp marked "Other" needs
 * its name as free text (spec 1 section 5), any other stamp clears that text.
 */
export async function updateBatchStamp(
  db: Db,
  user: SessionUser,
  input: z.output<typeof updateBatchStampsRequest>,
) {
  const [[batch], [stamp]] = await Promise.all([
    db
      .select({ id: batches.id, teacherId: batches.teacherId })
      .from(batches)
      .where(eq(batches.id, input.batchId)),
    db.select().from(curriculumStamps).where(eq(curriculumStamps.id, input.stampId)),
  ]);
  if (!batch) throw notFound(BATCH_MESSAGES.batchNotFound);
  if (user.role !== "admin" && batch.teacherId !== user.id) {
    throw forbidden(BATCH_MESSAGES.notYourBatch);
  }
  if (!stamp) throw badRequest(BATCH_MESSAGES.stamp, { stampId: [BATCH_MESSAGES.stamp] });
  const other = stamp.isOther ? (input.otherCurriculum ?? "") : "";
  if (stamp.isOther && !other) {
    throw badRequest(BATCH_MESSAGES.otherNeedsText, {
      otherCurriculum: [BATCH_MESSAGES.otherNeedsText],
    });
  }
  await db
    .update(batches)
    .set({ stampId: stamp.id, otherCurriculum: other || null })
    .where(eq(batches.id, batch.id));
  return {
    status: "success" as const,
    message: BATCH_MESSAGES.saved,
    data: {
      batch_id: batch.id,
      stamp_id: stamp.id,
      stamp_name: stamp.name,
      other_curriculum: other || null,
    },
  };
}
