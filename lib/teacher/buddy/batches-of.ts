import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contracts, packs, subjects } from "@/db/schema";
import { buddyBatches } from "@/db/schema/teacher";
import { buddyInvitePath, inviteExpired, takenSeats } from "./save-buddy";

export interface OwnContract {
  contractId: number;
  packName: string;
  subjectName: string;
  batch: null | {
    capacity: number;
    /** Seats taken by buddies (held or paid); the owner has one more. */
    buddies: number;
    invitePath: string;
    expired: boolean;
  };
}

/** A student's contracts and, where they made one, its buddy batch with the invite link. */
export async function buddyBatchesOf(db: Db, studentId: number, now: Date): Promise<OwnContract[]> {
  const rows = await db
    .select({
      contractId: contracts.id,
      packName: packs.name,
      subjectName: subjects.name,
      batchId: buddyBatches.id,
      capacity: buddyBatches.capacity,
      token: buddyBatches.inviteToken,
      createdAt: buddyBatches.createdAt,
    })
    .from(contracts)
    .innerJoin(packs, eq(packs.id, contracts.packId))
    .innerJoin(subjects, eq(subjects.id, contracts.subjectId))
    .leftJoin(buddyBatches, eq(buddyBatches.contractId, contracts.id))
    .where(eq(contracts.studentId, studentId))
    .orderBy(desc(contracts.id));
  const out: OwnContract[] = [];
  for (const r of rows) {
    out.push({
      contractId: r.contractId,
      packName: r.packName,
      subjectName: r.subjectName,
      batch:
        r.batchId && r.token && r.capacity && r.createdAt
          ? {
              capacity: r.capacity,
              buddies: await takenSeats(db, r.batchId, now),
              invitePath: buddyInvitePath(r.token),
              expired: inviteExpired({ createdAt: r.createdAt }, now),
            }
          : null,
    });
  }
  return out;
}
