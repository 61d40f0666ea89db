import { and, eq, gte, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS } from "@/db/schema";
import type { PlannedClass } from "./weekly-plan";

/**
 * The planned classes the teacher cannot give: another class of theirs overlaps it, the teacher
 * cancelled that date, or its own session is full (the student's own seat in it counts as full: it is booked already). A read
 * before booking, to name every such date at once; the booking's constraints still decide races.
 */
export async function clashingClasses(
  db: Db,
  teacherId: number,
  planned: readonly PlannedClass[],
): Promise<PlannedClass[]> {
  if (planned.length === 0) return [];
  const from = new Date(Math.min(...planned.map((p) => p.startsAt.getTime())));
  const to = new Date(Math.max(...planned.map((p) => p.endsAt.getTime())));
  const sessions = await db
    .select({
      slotId: classSessions.slotId,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      capacity: classSessions.capacity,
      enrolled: classSessions.enrolledCount,
      status: classSessions.status,
    })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.teacherId, teacherId),
        lte(classSessions.startsAt, to),
        gte(classSessions.endsAt, from),
      ),
    );
  return planned.filter((p) =>
    sessions.some((s) => {
      const overlaps =
        s.startsAt.getTime() < p.endsAt.getTime() && p.startsAt.getTime() < s.endsAt.getTime();
      if (!overlaps) return false;
      const sameClass = s.slotId === p.slotId && s.startsAt.getTime() === p.startsAt.getTime();
      if (s.status === SESSION_STATUS.cancelled) return sameClass;
      return !sameClass || s.enrolled >= s.capacity;
    }),
  );
}
