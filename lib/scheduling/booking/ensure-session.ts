import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS } from "@/db/schema";
import { refuse } from "./refusal";
import { occurrenceOn, type BookableSlot } from "./slot";

export type ClassSession = typeof classSessions.$inferSelect;

/**
 * The class session of a weekly slot on a teacher-local date, created when it does not exist yet.
 * Two requests that materialise the same occurrence at once meet on the partial unique index
 * class_sessions_slot_start_key: one inserts, the other waits for it and does nothing, then both
 * read the same row. A date the teacher cancelled (a status-5 row) stays cancelled: the check runs
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
