import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS } from "@/db/schema";
import { refuse } from "./refusal";
import { occurrenceOn, type BookableSlot } from "./slot";

export type ClassSession = typeof classSessions.$inferSelect;

/**
 * The class session of a weekly slot on a teacher-local date, created when it does not exist yet.
 * Two requests that materialise the same occurrence at once take turns on a transaction lock of
 * that occurrence: the first inserts, the second finds the row (ON CONFLICT on the partial unique
 * index class_sessions_slot_start_key) and does nothing, then both read the same row. Without the
 * lock the second insert waits on the first and then trips the teacher's no-overlap exclusion
 * constraint (which ON CONFLICT does not arbitrate) instead of the unique index. A date the teacher cancelled (a status-5 row) stays cancelled: the check runs
 * after the insert, so it also sees a cancellation that committed while the insert waited.
 * Run it inside the booking's transaction.
 */
export async function ensureSession(
  tx: Db,
  slot: BookableSlot,
  igDate: string,
  options: { subjectId?: number | null; courseId?: number | null; now: Date },
): Promise<ClassSession> {
  const occurrence = occurrenceOn(slot, igDate, options.now);
  const key = `class-occurrence:${slot.id}:${occurrence.startsAt.toISOString()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  await tx
    .insert(classSessions)
    .values({
      teacherId: slot.teacherId,
      slotId: slot.id,
      subjectId: slot.subjectId ?? options.subjectId ?? null,
      courseId: options.courseId ?? null,
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
      isDemo: slot.isDemoSlot,
      capacity: slot.capacity,
    })
    .onConflictDoNothing({
      target: [classSessions.slotId, classSessions.startsAt],
      where: sql`slot_id is not null and status <> ${SESSION_STATUS.cancelled}`,
    });
  const rows = await tx
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.slotId, slot.id), eq(classSessions.startsAt, occurrence.startsAt)));
  const active = rows.find((r) => r.status !== SESSION_STATUS.cancelled);
  if (!active || rows.some((r) => r.status === SESSION_STATUS.cancelled)) {
    throw refuse("slot_unavailable");
  }
  return active;
}
