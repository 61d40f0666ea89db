import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { teacherSlots, teacherSubjects, users } from "@/db/schema";
import { weeklySlotColumns } from "../booking/slot";

/** A teacher's weekly class time (a paid slot), in the teacher's zone. */
export interface ClassTime {
  id: number;
  teacherId: number;
  dayOfWeek: number;
  startTime: string;
  durationMinutes: number;
  capacity: number;
}

export interface TeacherTimes {
  teacherId: number;
  teacherName: string;
  teacherZone: string;
  times: ClassTime[];
}

const teachesSubject = (subjectId: number) =>
  and(
    eq(teacherSubjects.teacherId, teacherSlots.teacherId),
    eq(teacherSubjects.subjectId, subjectId),
  );

const openClassSlot = (subjectId: number) =>
  and(
    eq(teacherSlots.isActive, true),
    eq(teacherSlots.isDemoSlot, false),
    eq(users.isActive, true),
    or(isNull(teacherSlots.subjectId), eq(teacherSlots.subjectId, subjectId)),
  );

/**
 * The weekly class times (active paid slots) of the teachers who teach the subject: one teacher's
 * when `teacherId` is given, else every teacher's with at least one (the "choose a teacher" list).
 */
export async function loadClassTimes(
  db: Db,
  subjectId: number,
  teacherId?: number,
): Promise<TeacherTimes[]> {
  const rows = await db
    .select({
      ...weeklySlotColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      zone: users.timeZone,
    })
    .from(teacherSlots)
    .innerJoin(users, eq(users.id, teacherSlots.teacherId))
    .innerJoin(teacherSubjects, teachesSubject(subjectId))
    .where(
      and(
        openClassSlot(subjectId),
        teacherId === undefined ? undefined : eq(teacherSlots.teacherId, teacherId),
      ),
    )
    .orderBy(asc(users.firstName), asc(teacherSlots.dayOfWeek), asc(teacherSlots.startTime));
  const byTeacher = new Map<number, TeacherTimes>();
  for (const r of rows) {
    const entry = byTeacher.get(r.teacherId) ?? {
      teacherId: r.teacherId,
      teacherName: `${r.firstName} ${r.lastName}`.trim(),
      teacherZone: r.zone,
      times: [],
    };
    entry.times.push({
      id: r.id,
      teacherId: r.teacherId,
      dayOfWeek: r.dayOfWeek,
      startTime: r.startTime,
      durationMinutes: r.durationMinutes,
      capacity: r.capacity,
    });
    byTeacher.set(r.teacherId, entry);
  }
  return [...byTeacher.values()];
}
