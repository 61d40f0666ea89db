import { SESSION_STATUS } from "@/db/schema";
import { badRequest } from "../../errors";
import type { ClassSession } from "../class-access";
import { AFTER_MESSAGES } from "./messages";

/** Whether the class's time has come (now at or after its start). */
export const hasBegun = (session: Pick<ClassSession, "startsAt">, now: Date) =>
  now.getTime() >= session.startsAt.getTime();

/** After-class actions need a class that was not cancelled and whose time has come (400 otherwise). */
export function assertBegun(session: Pick<ClassSession, "startsAt" | "status">, now: Date) {
  if (session.status === SESSION_STATUS.cancelled) throw badRequest(AFTER_MESSAGES.classCancelled);
  if (!hasBegun(session, now)) throw badRequest(AFTER_MESSAGES.notBegun);
}
