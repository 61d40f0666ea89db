import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preferredSlotRequests, subjects, teacherProfiles } from "@/db/schema";
import { badRequest } from "../../errors";
import { fromWallTime, toWallTime } from "../zoned-time";
import { BOOKING_MESSAGES } from "./messages";

export interface PreferredSlotInput {
  /** The viewer's local date and time ("YYYY-MM-DD", "HH:MM") in `zone`. */
  date: string;
  time: string;
  note: string;
  zone: string;
  subjectId?: number | null;
  teacherId?: number | null;
}

/**
 * save-preffered-slot: the student asks for a demo at a time no slot offers. The local date and
 * time are read in the viewer's zone and stored as an instant; it must lie in the future.
 */
export async function savePreferredSlot(
  db: Db,
  studentId: number,
  input: PreferredSlotInput,
  now: Date,
) {
  const preferredAt = fromWallTime(input.date, input.time, input.zone);
  // A time that does not exist in the zone (a DST gap) moves; a wrong date (02-30) rolls over.
  if (toWallTime(preferredAt, input.zone).date !== input.date) {
    throw badRequest(BOOKING_MESSAGES.preferredDateTime, {
      date: [BOOKING_MESSAGES.preferredDateTime],
    });
  }
  if (preferredAt.getTime() <= now.getTime()) {
    throw badRequest(BOOKING_MESSAGES.preferredPast, { date: [BOOKING_MESSAGES.preferredPast] });
  }
  if (input.subjectId != null) {
    const [known] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.id, input.subjectId));
    if (!known) throw badRequest("Unknown subject.", { subject_id: ["Unknown subject."] });
  }
  if (input.teacherId != null) {
    const [known] = await db
      .select({ id: teacherProfiles.userId })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, input.teacherId));
    if (!known) throw badRequest("Unknown teacher.", { teacher_id: ["Unknown teacher."] });
  }
  const [row] = await db
    .insert(preferredSlotRequests)
    .values({
      studentId,
      teacherId: input.teacherId ?? null,
      subjectId: input.subjectId ?? null,
      preferredAt,
      note: input.note,
    })
    .returning({ id: preferredSlotRequests.id, preferredAt: preferredSlotRequests.preferredAt });
  return row!;
}
