import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments, subjects, users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { AppError, conflict } from "../../errors";
import { cancelByStudent } from "../../scheduling/booking/cancel";
import { loadStudentClass } from "../class-access";
import { CANCEL_MESSAGES, cancelNotes, hoursUntil, isLastMinute, type CancelBlock } from "./rules";

/** What cancelling a class means for the student asking (GET /request-cancel). */
export interface CancelPreview {
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  subjectName: string | null;
  teacherName: string;
  isDemo: boolean;
  canCancel: boolean;
  block: CancelBlock | null;
  isLastMinute: boolean;
  hoursUntilStart: number;
  notes: string[];
}

const CANCELLED = SESSION_STATUS.cancelled;

/**
 * The class-access gate for cancelling: the class exists (404) and the caller holds a seat in it
 * (403). A student whose seat (or the whole class) is already cancelled is told so (409) rather
 * than "not yours".
 */
async function studentSeat(db: Db, user: SessionUser, sessionId: number) {
  try {
    return await loadStudentClass(db, user, sessionId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 403 || user.role !== "student")
      throw error;
    const [had] = await db
      .select({ id: sessionEnrolments.id })
      .from(sessionEnrolments)
      .where(
        and(
          eq(sessionEnrolments.sessionId, sessionId),
          eq(sessionEnrolments.studentId, user.id),
          eq(sessionEnrolments.status, CANCELLED),
        ),
      )
      .limit(1);
    if (had) throw conflict(CANCEL_MESSAGES.alreadyCancelled);
    throw error;
  }
}

/** The preview of the cancel-class modal: the class, whether it can still be cancelled and how. */
export async function previewCancel(
  db: Db,
  user: SessionUser,
  sessionId: number,
  now: Date,
): Promise<CancelPreview> {
  let block: CancelBlock | null = null;
  try {
    await studentSeat(db, user, sessionId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    block = "already_cancelled";
  }
  const [row] = await db
    .select({
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      status: classSessions.status,
      isDemo: classSessions.isDemo,
      subjectName: subjects.name,
      teacherName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(classSessions)
    .innerJoin(users, eq(users.id, classSessions.teacherId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(eq(classSessions.id, sessionId));
  const session = row!;
  if (!block && session.status === CANCELLED) block = "already_cancelled";
  if (!block && session.startsAt.getTime() <= now.getTime()) block = "class_started";
  const lastMinute = block === null && isLastMinute(session.startsAt, now);
  return {
    sessionId,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    subjectName: session.subjectName,
    teacherName: session.teacherName,
    isDemo: session.isDemo,
    canCancel: block === null,
    block,
    isLastMinute: lastMinute,
    hoursUntilStart: hoursUntil(session.startsAt, now),
    notes: cancelNotes({ block, isDemo: session.isDemo, lastMinute }),
  };
}

/**
 * cancel-student-class: the student gives up their seat before the class starts (the booking
 * service records cancelled_at, cancelled_by = student and the reason, in one transaction).
 * Refusals: started 400, already cancelled 409, not theirs 403, unknown 404.
 */
export async function cancelStudentClass(
  db: Db,
  user: SessionUser,
  sessionId: number,
  now: Date,
  reason: string | null,
) {
  const party = await studentSeat(db, user, sessionId);
  const lastMinute = isLastMinute(party.session.startsAt, now);
  const done = await cancelByStudent(db, user.id, sessionId, now, reason);
  return { sessionId: done.sessionId, isLastMinute: lastMinute };
}
