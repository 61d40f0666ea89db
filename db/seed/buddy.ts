import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contracts, packs } from "../schema/billing";
import { buddyBatches } from "../schema/teacher";

/** The demo buddy batch's invite token: open /buddy/{this} (decision 031, "Buddy signup"). */
export const DEMO_BUDDY_TOKEN = "b0dd1eb0dd1eb0dd1eb0dd1eb0dd1e01";

/**
 * A buddy batch of 3 on the demo student's first pack still on sale, with a fixed invite link, so
 * a fresh demo shows the batch on /st/buddy and the signup at /buddy/{DEMO_BUDDY_TOKEN}.
 */
export async function seedBuddyBatch(tx: Db, demoStudentId: number, now: Date): Promise<void> {
  const [contract] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(packs, eq(packs.id, contracts.packId))
    .where(and(eq(contracts.studentId, demoStudentId), eq(packs.isActive, true)))
    .orderBy(asc(contracts.id))
    .limit(1);
  if (!contract) return;
  await tx.insert(buddyBatches).values({
    contractId: contract.id,
    ownerId: demoStudentId,
    capacity: 3,
    inviteToken: DEMO_BUDDY_TOKEN,
    createdAt: now,
  });
}
