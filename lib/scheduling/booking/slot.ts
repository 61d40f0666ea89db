import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { teacherSlots, teacherSubjects, users } from "@/db/schema";
import { expandSlots } from "../expand-slots";
import { weekdayOf } from "../zoned-time";
import { refuse } from "./refusal";

/** A weekly slot with what booking needs to know about its teacher. */
export interface BookableSlot {
  id: number;
  teacherId: number;
  dayOfWeek: number;
  startTime: string;
  durationMinutes: number;
  isDemoSlot: boolean;
  capacity: number;
  subjectId: number | null;
  isActive: boolean;
  /** The teacher's IANA zone (users.time_zone): the slot's time of day is in it. */
  teacherZone: string;
  teacherActive: boolean;
}

/** What expanding a weekly slot needs (expandSlots), with its teacher and seats. */
export const weeklySlotColumns = {
  id: teacherSlots.id,
  teacherId: teacherSlots.teacherId,
  dayOfWeek: teacherSlots.dayOfWeek,
  startTime: teacherSlots.startTime,
  durationMinutes: teacherSlots.durationMinutes,
  capacity: teacherSlots.capacity,
};

/** The slot, or a slot_unavailable refusal when it does not exist. */
export async function loadSlot(db: Db, slotId: number): Promise<BookableSlot> {
  const [row] = await db
    .select({
      ...weeklySlotColumns,
      isDemoSlot: teacherSlots.isDemoSlot,
      subjectId: teacherSlots.subjectId,
      isActive: teacherSlots.isActive,
      teacherZone: users.timeZone,
      teacherActive: users.isActive,
    })
    .from(teacherSlots)
    .innerJoin(users, eq(users.id, teacherSlots.teacherId))
    .where(eq(teacherSlots.id, slotId));
  if (!row) throw refuse("slot_unavailable");
  return row;
}

/**
 * When the slot runs on a teacher-local date: refuses an inactive slot, a date of another
 * weekday, and a time that has already begun.
 */
export function occurrenceOn(slot: BookableSlot, date: string, now: Date) {
  if (!slot.isActive || !slot.teacherActive) throw refuse("slot_unavailable");
  if (weekdayOf(date) !== slot.dayOfWeek) throw refuse("wrong_date");
  const [occurrence] = expandSlots([slot], [date], slot.teacherZone);
  if (!occurrence) throw refuse("wrong_date");
  if (occurrence.startsAt.getTime() <= now.getTime()) throw refuse("slot_past");
  return occurrence;
}

/** The slot's subject for a booking of `subjectId`: the teacher must teach it. */
export async function checkSubject(db: Db, slot: BookableSlot, subjectId: number): Promise<void> {
  if (slot.subjectId !== null && slot.subjectId !== subjectId) throw refuse("wrong_subject");
  const [taught] = await db
    .select({ subjectId: teacherSubjects.subjectId })
    .from(teacherSubjects)
    .where(
      and(eq(teacherSubjects.teacherId, slot.teacherId), eq(teacherSubjects.subjectId, subjectId)),
    );
  if (!taught) throw refuse("wrong_subject");
}
