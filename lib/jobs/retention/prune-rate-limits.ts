import { lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Deletes the rate-limit counters past their expiry and answers how many. rate-limiter-flexible's
 * Drizzle store treats a row with `expire <= now` as absent (a read ignores it, the next consume
 * starts it afresh), so deleting it changes no answer. Rows without an expiry never lapse and stay.
 */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lte(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  return rows.length;
}
