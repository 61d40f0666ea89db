import { SESSION_STATUS } from "@/db/schema";
import { badRequest } from "../../errors";
import type { ClassSession } from "../class-access";
import { AFTER_MESSAGES } from "./messages";

/** Whether the class's time has come (now at or after its start). */
export const hasBegun = (session: Pick<ClassSession, "startsAt">, now: Date) =>
  now.getTime() >= session.startsAt.getTime();

/** A student's attendance as a teacher sees it: present, absent, or not joined yet. */
export type AttendanceMark = "present" | "absent" | "not_yet";

/**
 * The one rule for marking a student absent (issue 26): present once they entered; absent only
 * when the class has ended without them; before its end (also while it runs) "not joined yet".
 */
export function attendanceMark(
  attendedAt: Date | null,
  session: Pick<ClassSession, "endsAt">,
  now: Date,
): AttendanceMark {
  if (attendedAt) return "present";
  return now.getTime() >= session.endsAt.getTime() ? "absent" : "not_yet";
}

/** After-class actions need a class that was not cancelled and whose time has come (400 otherwise). */
export function assertBegun(session: Pick<ClassSession, "startsAt" | "status">, now: Date) {
  if (session.status === SESSION_STATUS.cancelled) throw badRequest(AFTER_MESSAGES.classCancelled);
  if (!hasBegun(session, now)) throw badRequest(AFTER_MESSAGES.notBegun);
}
