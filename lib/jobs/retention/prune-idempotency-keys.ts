import { lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { IDEMPOTENCY_KEEP_HOURS } from "../../http/idempotency";

/**
 * Deletes the stored answers of idempotent calls older than IDEMPOTENCY_KEEP_HOURS (24 h; a client
 * retries within minutes) and answers how many. One exactly 24 h old is kept.
 */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 60 * 60 * 1000);
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
