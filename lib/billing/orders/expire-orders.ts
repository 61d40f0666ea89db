import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema/billing";

/**
 * Marks the open orders whose hold ended by `now` "expired" and answers their ids. Idempotent (an
 * expired order is no longer open). Only bookkeeping: an open order past its expires_at already
 * holds no wallet part and no promo use (holdsAt), so correctness never waits for this job. A
 * payment that still arrives for an expired order fulfils it (fulfil.ts). Run every 5 minutes by the
 * expire-orders job (lib/jobs/app-jobs.ts) with the clock's `now`.
 */
export async function expireStaleOrders(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(orders.status, "created"), lte(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}
