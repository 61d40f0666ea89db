import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments, teacherSlots } from "@/db/schema";

// Factories for availability and timetable tests: weekly slots, and classes booked into them
// inserted directly (the booking service is tested on its own).

export async function makeSlot(
  db: Db,
  teacherId: number,
  over: Partial<typeof teacherSlots.$inferInsert> & { dayOfWeek: number; startTime: string },
) {
  const [row] = await db
    .insert(teacherSlots)
    .values({ teacherId, ...over })
    .returning();
  return row!;
}

export interface ClassInput {
  teacherId: number;
  slotId: number | null;
  startsAt: Date;
  minutes?: number;
  /** The session's status (default scheduled). */
  status?: number;
  capacity?: number;
  isDemo?: boolean;
  /** Students enrolled, each with their enrolment status (default scheduled). */
  students?: { id: number; status?: number }[];
}

/** A class session with its enrolments; enrolled_count counts the active ones. */
export async function makeClass(db: Db, input: ClassInput) {
  const endsAt = new Date(input.startsAt.getTime() + (input.minutes ?? 60) * 60_000);
  const students = input.students ?? [];
  const active = students.filter((s) => (s.status ?? 1) !== SESSION_STATUS.cancelled).length;
  const [session] = await db
    .insert(classSessions)
    .values({
      teacherId: input.teacherId,
      slotId: input.slotId,
      startsAt: input.startsAt,
      endsAt,
      status: input.status ?? SESSION_STATUS.scheduled,
      capacity: input.capacity ?? Math.max(1, students.length),
      enrolledCount: active,
      isDemo: input.isDemo ?? false,
    })
    .returning();
  for (const s of students) {
    await db.insert(sessionEnrolments).values({
      sessionId: session!.id,
      studentId: s.id,
      startsAt: input.startsAt,
      endsAt,
      status: s.status ?? SESSION_STATUS.scheduled,
      isDemo: input.isDemo ?? false,
    });
  }
  return session!;
}
