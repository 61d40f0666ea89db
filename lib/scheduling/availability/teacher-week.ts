import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { subjects, teacherProfiles, teacherSlots, teacherSubjects, users } from "@/db/schema";
import { emptyWeek, type WeekInput } from "./schemas";

export interface TeacherWeek {
  /** The teacher's IANA zone: the slots' times are local times there. */
  timeZone: string;
  /** False for a teacher whose profile is not set up yet (slots can not be saved). */
  hasProfile: boolean;
  /** Active slots as the editor edits them: 7 day lists, Sunday first, each in time order. */
  week: WeekInput;
  /** The subjects the teacher teaches, primary first, for the slot's subject choice. */
  subjects: { id: number; name: string }[];
}

/** A teacher's weekly slots, zone and subjects (for the slot editor and their profile); null if no such teacher. */
export async function getTeacherWeek(db: Db, teacherId: number): Promise<TeacherWeek | null> {
  const [[person], slots, taught] = await Promise.all([
    db
      .select({ timeZone: users.timeZone, profileId: teacherProfiles.userId })
      .from(users)
      .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .where(and(eq(users.id, teacherId), eq(users.role, "teacher"))),
    db
      .select()
      .from(teacherSlots)
      .where(and(eq(teacherSlots.teacherId, teacherId), eq(teacherSlots.isActive, true)))
      .orderBy(asc(teacherSlots.dayOfWeek), asc(teacherSlots.startTime)),
    db
      .select({ id: subjects.id, name: subjects.name })
      .from(teacherSubjects)
      .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
      .where(eq(teacherSubjects.teacherId, teacherId))
      .orderBy(asc(teacherSubjects.kind), asc(subjects.name)),
  ]);
  if (!person) return null;
  const week = emptyWeek();
  for (const s of slots) {
    week[s.dayOfWeek]?.push({
      start_time: s.startTime.slice(0, 5),
      duration: s.durationMinutes,
      is_demo_slot: s.isDemoSlot,
      capacity: s.capacity,
      subject_id: s.subjectId,
    });
  }
  return {
    timeZone: person.timeZone,
    hasProfile: person.profileId !== null,
    week,
    subjects: taught,
  };
}
