import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments, subjects, users } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { notFound } from "../errors";
import { parseId } from "../fields/id";
import { SITE_NAME } from "../site";
import { buildIcs } from "./ics";

/** The most classes one calendar link names (a pack is at most a few dozen). */
export const MAX_CALENDAR_CLASSES = 60;

/** ?e=12,13,14: the enrolments (booked classes) a calendar link names. */
export const calendarQuery = z.object({
  e: z
    .string()
    .max(MAX_CALENDAR_CLASSES * 11)
    .transform((text, ctx) => {
      const ids = text.split(",").map(parseId);
      if (ids.length > MAX_CALENDAR_CLASSES || ids.some((id) => id === null)) {
        ctx.addIssue({ code: "custom", message: "Unknown classes." });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    }),
});

const teacher = users;

/**
 * The .ics of booked classes for someone they concern: the class's student or teacher (admins:
 * any). All or nothing: a link naming a class of someone else answers 404, so a guessed id
 * reveals nothing. A cancelled class is a cancelled event (the calendar removes it).
 */
export async function calendarFileFor(
  db: Db,
  user: SessionUser,
  enrolmentIds: readonly number[],
  now: Date,
): Promise<string> {
  const rows = await db
    .select({
      enrolmentId: sessionEnrolments.id,
      studentId: sessionEnrolments.studentId,
      teacherId: classSessions.teacherId,
      teacherFirst: teacher.firstName,
      teacherLast: teacher.lastName,
      subject: subjects.name,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      enrolmentStatus: sessionEnrolments.status,
      sessionStatus: classSessions.status,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .innerJoin(teacher, eq(teacher.id, classSessions.teacherId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(inArray(sessionEnrolments.id, [...enrolmentIds]));
  const mine = (r: (typeof rows)[number]) =>
    user.role === "admin" || r.studentId === user.id || r.teacherId === user.id;
  if (rows.length !== enrolmentIds.length || !rows.every(mine)) throw notFound("Class not found.");
  return buildIcs(
    rows.map((r) => ({
      uid: `class-${r.enrolmentId}@tutorlive`,
      start: r.startsAt,
      end: r.endsAt,
      summary: `${r.subject ?? "Class"} with ${`${r.teacherFirst} ${r.teacherLast}`.trim()}`,
      description: `${SITE_NAME} live class. Join from your dashboard.`,
      cancelled:
        r.enrolmentStatus === SESSION_STATUS.cancelled ||
        r.sessionStatus === SESSION_STATUS.cancelled,
    })),
    now,
    SITE_NAME,
  );
}
