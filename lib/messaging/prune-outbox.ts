import { lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";

export const DEFAULT_OUTBOX_KEEP_DAYS = 30;

/** OUTBOX_KEEP_DAYS, a whole number of days (at least 1); unset or blank: 30. */
export function outboxKeepDays(env: Record<string, string | undefined>): number {
  const days = Number(env.OUTBOX_KEEP_DAYS?.trim() || DEFAULT_OUTBOX_KEEP_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_OUTBOX_KEEP_DAYS;
}

/**
 * Deletes outbox messages older than `keepDays` days, whatever their state, and answers how many.
 * One exactly that old is kept.
 */
export async function pruneOutbox(db: Db, now: Date, keepDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(outboxMessages)
    .where(lt(outboxMessages.createdAt, cutoff))
    .returning({ id: outboxMessages.id });
  return rows.length;
}
