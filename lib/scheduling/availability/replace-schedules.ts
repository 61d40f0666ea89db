import { and, eq, gt, inArray, min, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { afterTeacherChange } from "@/lib/catalog/cache-tags";
import {
  classSessions,
  SESSION_STATUS,
  sessionEnrolments,
  teacherProfiles,
  teacherSlots,
  teacherSubjects,
  users,
} from "@/db/schema";
import { badRequest, conflict, type FieldErrors } from "../../errors";
import { missingProfileMessageFor } from "../../teacher/onboarding/status";
import { noticeIfLive } from "../../teacher/onboarding/live-notice";
import { formatWhenIn } from "../date-format";
import { SLOT_MESSAGES, WEEKDAY_NAMES, type SlotInput, type WeekInput } from "./schemas";

export const SCHEDULE_MESSAGES = {
  saved: "Your weekly slots are saved.",
  updated: "Your weekly slots are updated.",
} as const;

/** Where the legacy client goes next (spec 1 section 2). */
export const SCHEDULE_REDIRECTS = {
  save: "/em/viewTeacherProfile",
  update: "/em/dashboard",
} as const;

export interface ReplaceResult {
  kept: number;
  added: number;
  removed: number;
  /** Active weekly slots after the change. */
  active: number;
}

const slotKey = (day: number, time: string) => `${day}|${time.slice(0, 5)}`;

/** The teacher's zone, with their profile row locked so two edits of one week run one at a time. */
async function lockTeacher(tx: Db, teacherId: number) {
  const [row] = await tx
    .select({ timeZone: users.timeZone })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(and(eq(teacherProfiles.userId, teacherId), eq(users.role, "teacher")))
    .for("update", { of: teacherProfiles });
  if (!row) throw conflict(await missingProfileMessageFor(tx, teacherId));
  return row;
}

/** A slot may name only a subject the teacher teaches (or none: any of them). */
async function checkSubjects(tx: Db, teacherId: number, week: WeekInput) {
  const taught = new Set(
    (
      await tx
        .select({ id: teacherSubjects.subjectId })
        .from(teacherSubjects)
        .where(eq(teacherSubjects.teacherId, teacherId))
    ).map((r) => r.id),
  );
  const errors: FieldErrors = {};
  week.forEach((day, d) =>
    day.forEach((slot, i) => {
      if (slot.subject_id !== null && !taught.has(slot.subject_id)) {
        errors[`schedules.${d}.${i}.subject_id`] = [SLOT_MESSAGES.subject];
      }
    }),
  );
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

/**
 * Refuses to remove a slot that still has a booked class to come (an active session, not yet
 * over, with an active enrolment), naming the first such class in the teacher's zone.
 */
async function refuseBookedRemovals(
  tx: Db,
  removed: { id: number; dayOfWeek: number; startTime: string }[],
  zone: string,
  now: Date,
) {
  if (removed.length === 0) return;
  const booked = await tx
    .select({ slotId: classSessions.slotId, startsAt: min(classSessions.startsAt) })
    .from(classSessions)
    .where(
      and(
        inArray(
          classSessions.slotId,
          removed.map((s) => s.id),
        ),
        ne(classSessions.status, SESSION_STATUS.cancelled),
        gt(classSessions.endsAt, now),
        sql`exists (select 1 from ${sessionEnrolments} e where e.session_id = ${classSessions.id} and e.status <> ${SESSION_STATUS.cancelled})`,
      ),
    )
    .groupBy(classSessions.slotId);
  if (booked.length === 0) return;
  const errors: FieldErrors = {};
  const messages = booked
    .map(({ slotId, startsAt }) => {
      const slot = removed.find((s) => s.id === slotId)!;
      const when = formatWhenIn(new Date(startsAt!), zone);
      const message = `The ${WEEKDAY_NAMES[slot.dayOfWeek]} ${slot.startTime.slice(0, 5)} slot has a booked class on ${when}. Cancel that class before removing the slot.`;
      (errors[`schedules.${slot.dayOfWeek}`] ??= []).push(message);
      return { at: new Date(startsAt!).getTime(), message };
    })
    .sort((a, b) => a.at - b.at);
  throw conflict(messages[0]!.message, errors);
}

const changed = (row: typeof teacherSlots.$inferSelect, slot: SlotInput) =>
  row.durationMinutes !== slot.duration ||
  row.isDemoSlot !== slot.is_demo_slot ||
  row.capacity !== slot.capacity ||
  row.subjectId !== slot.subject_id;

/**
 * Replaces a teacher's weekly slots with `week` (7 day lists, Sunday first, local times in the
 * teacher's zone) in ONE transaction: a slot whose day and time are unchanged keeps its row (and
 * its id, which bookings refer to) and takes the new duration, demo flag, capacity and subject;
 * a slot no longer listed is deactivated, unless a class booked in it is still to come; new ones
 * are inserted. Empty future sessions of removed slots are cancelled so the time is free again.
 */
export async function replaceTeacherSchedules(
  db: Db,
  teacherId: number,
  week: WeekInput,
  now: Date,
): Promise<ReplaceResult> {
  return afterTeacherChange(
    teacherId,
    db.transaction(async (tx) => {
      const { timeZone } = await lockTeacher(tx, teacherId);
      await checkSubjects(tx, teacherId, week);

      const wanted = new Map<string, { day: number; slot: SlotInput }>();
      week.forEach((day, d) =>
        day.forEach((slot) => wanted.set(slotKey(d, slot.start_time), { day: d, slot })),
      );
      // Locked: a booking that reads one of these slots FOR SHARE waits for this change and then
      // sees whether the slot is still active.
      const existing = await tx
        .select()
        .from(teacherSlots)
        .where(and(eq(teacherSlots.teacherId, teacherId), eq(teacherSlots.isActive, true)))
        .for("update");
      const existingKeys = new Set(existing.map((r) => slotKey(r.dayOfWeek, r.startTime)));
      const removed = existing.filter((r) => !wanted.has(slotKey(r.dayOfWeek, r.startTime)));
      const kept = existing.filter((r) => wanted.has(slotKey(r.dayOfWeek, r.startTime)));
      const added = [...wanted].filter(([key]) => !existingKeys.has(key)).map(([, v]) => v);

      await refuseBookedRemovals(tx, removed, timeZone, now);

      if (removed.length > 0) {
        const ids = removed.map((r) => r.id);
        await tx
          .update(classSessions)
          .set({ status: SESSION_STATUS.cancelled })
          .where(
            and(
              inArray(classSessions.slotId, ids),
              ne(classSessions.status, SESSION_STATUS.cancelled),
              gt(classSessions.startsAt, now),
            ),
          );
        await tx.update(teacherSlots).set({ isActive: false }).where(inArray(teacherSlots.id, ids));
      }
      for (const row of kept) {
        const { slot } = wanted.get(slotKey(row.dayOfWeek, row.startTime))!;
        if (!changed(row, slot)) continue;
        await tx
          .update(teacherSlots)
          .set({
            durationMinutes: slot.duration,
            isDemoSlot: slot.is_demo_slot,
            capacity: slot.capacity,
            subjectId: slot.subject_id,
          })
          .where(eq(teacherSlots.id, row.id));
      }
      if (added.length > 0) {
        await tx.insert(teacherSlots).values(
          added.map(({ day, slot }) => ({
            teacherId,
            dayOfWeek: day,
            startTime: slot.start_time,
            durationMinutes: slot.duration,
            isDemoSlot: slot.is_demo_slot,
            capacity: slot.capacity,
            subjectId: slot.subject_id,
          })),
        );
      }
      // The last step of the path may be this one: tell the teacher once that they are live.
      await noticeIfLive(tx, teacherId);
      return {
        kept: kept.length,
        added: added.length,
        removed: removed.length,
        active: wanted.size,
      };
    }),
  );
}

/**
 * The two legacy calls: save (the first setup, then to /em/viewTeacherProfile; needs a slot) and
 * update (then to /em/dashboard). Both replace the whole week the same way.
 */
export async function saveOrUpdateTeacherSchedules(
  db: Db,
  teacherId: number,
  week: WeekInput,
  kind: keyof typeof SCHEDULE_REDIRECTS,
  now: Date,
) {
  if (kind === "save" && week.every((day) => day.length === 0)) {
    throw badRequest(SLOT_MESSAGES.atLeastOne, { schedules: [SLOT_MESSAGES.atLeastOne] });
  }
  const result = await replaceTeacherSchedules(db, teacherId, week, now);
  return {
    status: "success" as const,
    redirect_to: SCHEDULE_REDIRECTS[kind],
    message: kind === "save" ? SCHEDULE_MESSAGES.saved : SCHEDULE_MESSAGES.updated,
    slots: result.active,
  };
}
