import type { Db } from "@/db/client";
import { refuse } from "./refusal";
import { refusalForViolation } from "./violations";

/**
 * Runs a booking flow in one transaction. A violated booking invariant rolls everything back and
 * comes out as the refusal it stands for (never a 500); other errors pass through.
 */
export async function bookingTransaction<T>(db: Db, flow: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => flow(tx as unknown as Db));
  } catch (error) {
    const reason = refusalForViolation(error);
    if (reason) throw refuse(reason);
    throw error;
  }
}
