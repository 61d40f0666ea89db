import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { contracts } from "@/db/schema";
import { buddyBatches, MAX_BUDDY_CAPACITY } from "@/db/schema/teacher";
import type { SessionUser } from "../../auth/session-user";
import { PG_CHECK, PG_UNIQUE, pgViolation } from "../../db-errors";
import { badRequest, forbidden, notFound } from "../../errors";
import { BUDDY_MESSAGES } from "./messages";

export { BUDDY_MESSAGES };
const M = BUDDY_MESSAGES;

/** Query of POST /st/create-buddy-batch?capacity&contract_id. */
export const createBuddyBatchQuery = z.object({
  capacity: z
    .string({ error: M.capacityRequired })
    .trim()
    .min(1, M.capacityRequired)
    .pipe(
      z.coerce
        .number<string>({ error: M.capacityRequired })
        .int(M.capacityRequired)
        .min(1, M.capacityTooSmall)
        .max(MAX_BUDDY_CAPACITY, M.capacityTooBig),
    ),
  contract_id: z
    .string({ error: M.contractRequired })
    .trim()
    .min(1, M.contractRequired)
    .pipe(
      z.coerce.number<string>({ error: M.contractRequired }).int().positive(M.contractRequired),
    ),
});
export type CreateBuddyBatchQuery = z.output<typeof createBuddyBatchQuery>;

/**
 * POST /st/create-buddy-batch: a buddy batch on the caller's own contract. Answers the legacy
 * plain `true`, or `false` when the contract already has one (the client shows 'Duplicate
 * Entry'). The database keeps one batch per contract and the capacity in 1..5.
 */
export async function createBuddyBatch(db: Db, user: SessionUser, q: CreateBuddyBatchQuery) {
  const [contract] = await db
    .select({ studentId: contracts.studentId })
    .from(contracts)
    .where(eq(contracts.id, q.contract_id));
  if (!contract) throw notFound(M.contractNotFound);
  if (contract.studentId !== user.id) throw forbidden(M.notYourContract);
  try {
    await db
      .insert(buddyBatches)
      .values({ contractId: q.contract_id, ownerId: user.id, capacity: q.capacity });
  } catch (error) {
    const v = pgViolation(error, [PG_UNIQUE, PG_CHECK]);
    if (v?.code === PG_UNIQUE) return false;
    if (v?.code === PG_CHECK) throw badRequest(M.capacityTooBig, { capacity: [M.capacityTooBig] });
    throw error;
  }
  return true;
}
