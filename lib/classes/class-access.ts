import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { forbidden, notFound } from "../errors";
import { CLASS_MESSAGES } from "./messages";

export type ClassSession = typeof classSessions.$inferSelect;
export type ClassEnrolment = typeof sessionEnrolments.$inferSelect;

/** The caller's part in a class: its teacher, or a student with an active (not cancelled) seat. */
export type ClassParty =
  | { role: "teacher"; session: ClassSession }
  | { role: "student"; session: ClassSession; enrolment: ClassEnrolment };

/**
 * The one gate of every live-class call: the class exists (404 otherwise) and the caller is one of
 * its two parties (403 otherwise). Admins are not parties: nobody else reaches a meeting link.
 */
export async function loadClassFor(
  db: Db,
  user: SessionUser,
  sessionId: number,
): Promise<ClassParty> {
  const [session] = await db.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (!session) throw notFound(CLASS_MESSAGES.classNotFound);
  if (user.role === "teacher" && session.teacherId === user.id) return { role: "teacher", session };
  if (user.role === "student") {
    const [enrolment] = await db
      .select()
      .from(sessionEnrolments)
      .where(
        and(
          eq(sessionEnrolments.sessionId, sessionId),
          eq(sessionEnrolments.studentId, user.id),
          ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
        ),
      );
    if (enrolment) return { role: "student", session, enrolment };
  }
  throw forbidden(CLASS_MESSAGES.notYourClass);
}

/** loadClassFor, for calls only the class's teacher may make. */
export async function loadTeacherClass(db: Db, user: SessionUser, sessionId: number) {
  const party = await loadClassFor(db, user, sessionId);
  if (party.role !== "teacher") throw forbidden(CLASS_MESSAGES.notYourClass);
  return party.session;
}

/** loadClassFor, for calls only a student booked into the class may make. */
export async function loadStudentClass(db: Db, user: SessionUser, sessionId: number) {
  const party = await loadClassFor(db, user, sessionId);
  if (party.role !== "student") throw forbidden(CLASS_MESSAGES.notYourClass);
  return party;
}
