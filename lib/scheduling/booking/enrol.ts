import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import { refuse } from "./refusal";
import type { ClassSession } from "./ensure-session";

export interface EnrolOptions {
  /** A free demo: the student may hold one active free demo (session_enrolments_one_free_demo). */
  isDemo: boolean;
  studentLevel?: string;
  sourceId?: number | null;
  clickId?: string | null;
}

/**
 * Takes a seat in the session for the student, inside the booking's transaction. The database
 * decides the races: the capacity check (enrolled_count <= capacity) refuses a seat too many, the
 * exclusion constraint an overlapping class of the student, the partial unique indexes a second
 * enrolment in the session and a second free demo. The reads before the writes only give the
 * same answers sooner (and deterministically when several rules apply).
 */
export async function enrol(
  tx: Db,
  session: ClassSession,
  studentId: number,
  options: EnrolOptions,
) {
  const active = ne(sessionEnrolments.status, SESSION_STATUS.cancelled);
  const mine = await tx
    .select({ sessionId: sessionEnrolments.sessionId, isDemo: sessionEnrolments.isDemo })
    .from(sessionEnrolments)
    .where(
      and(
        eq(sessionEnrolments.studentId, studentId),
        active,
        sql`(${sessionEnrolments.sessionId} = ${session.id} or ${sessionEnrolments.isDemo})`,
      ),
    );
  if (options.isDemo && mine.some((e) => e.isDemo)) throw refuse("repeat_demo");
  if (mine.some((e) => e.sessionId === session.id)) throw refuse("already_enrolled");

  const [seat] = await tx
    .update(classSessions)
    .set({ enrolledCount: sql`${classSessions.enrolledCount} + 1` })
    .where(
      and(eq(classSessions.id, session.id), eq(classSessions.status, SESSION_STATUS.scheduled)),
    )
    .returning({ id: classSessions.id });
  if (!seat) throw refuse("slot_unavailable");

  const [enrolment] = await tx
    .insert(sessionEnrolments)
    .values({
      sessionId: session.id,
      studentId,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      isDemo: options.isDemo,
      studentLevel: options.studentLevel ?? "no",
      sourceId: options.sourceId ?? null,
      clickId: options.clickId ?? null,
    })
    .returning();
  return enrolment!;
}
