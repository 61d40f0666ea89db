import { and, asc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  CANCELLED_BY,
  classSessions,
  SESSION_STATUS,
  sessionEnrolments,
  subjects,
  users,
} from "@/db/schema";
import {
  LEAVE_STATUS,
  leaveRebookings,
  teacherLeaveDays,
  teacherLeaves,
} from "@/db/schema/teacher";
import type { SessionUser } from "../../auth/session-user";
import { invalidatePublicPages, teacherTag } from "../../catalog/cache-tags";
import { PG_EXCLUSION, PG_UNIQUE, pgViolation } from "../../db-errors";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { formatWhenIn } from "../../scheduling/date-format";
import { addDays, fromWallTime, toWallTime } from "../../scheduling/zoned-time";
import { LEAVE_CANCEL_REASON, LEAVE_MESSAGES as M } from "./messages";
import { notifyLeaveOutcome } from "./notices";
import type { LeaveApplyRequest, LeaveBookingsRequest, WithdrawLeaveRequest } from "./schemas";
import { dayCount } from "./schemas";
import { substituteCandidates } from "./substitutes";

/** A booked class on the leave dates, as the leave form lists it. */
export interface LeaveClass {
  sessionId: number;
  subjectId: number | null;
  subject: string;
  startsAt: Date;
  endsAt: Date;
  /** In the teacher's zone. */
  when: string;
  isDemo: boolean;
  studentIds: number[];
  students: string[];
}

/** What the leave does (or, in the preview, would do) to one class. */
export interface LeavePlanRow extends LeaveClass {
  outcome: "substitute" | "cancelled";
  substituteId: number | null;
  substitute: string | null;
}

/** The teacher's own zone: leave dates are calendar dates there. */
export async function teacherZone(db: Db, teacherId: number): Promise<string> {
  const [row] = await db
    .select({ zone: users.timeZone })
    .from(users)
    .where(eq(users.id, teacherId));
  return row?.zone ?? "Asia/Kolkata";
}

/** Today's date in a zone. */
export const todayIn = (now: Date, zone: string) => toWallTime(now, zone).date;

/** Every date from `from` to `to`, inclusive. */
export const datesBetween = (from: string, to: string) =>
  Array.from({ length: dayCount(from, to) }, (_, i) => addDays(from, i));

function refusePast(from: string, now: Date, zone: string) {
  if (from < todayIn(now, zone)) throw badRequest(M.pastDate, { from_date: [M.pastDate] });
}

/**
 * The teacher's classes still to come on the leave dates (in the teacher's zone): scheduled
 * sessions starting from now to the end of the last day, with their active students.
 */
export async function classesOnLeaveDates(
  db: Db,
  teacherId: number,
  from: string,
  to: string,
  now: Date,
  zone: string,
): Promise<LeaveClass[]> {
  const start = fromWallTime(from, "00:00", zone);
  const end = fromWallTime(addDays(to, 1), "00:00", zone);
  const rows = await db
    .select({
      sessionId: classSessions.id,
      subjectId: classSessions.subjectId,
      subject: sql<string>`coalesce(${subjects.name}, 'Class')`,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      isDemo: classSessions.isDemo,
    })
    .from(classSessions)
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(
      and(
        eq(classSessions.teacherId, teacherId),
        eq(classSessions.status, SESSION_STATUS.scheduled),
        gte(classSessions.startsAt, start.getTime() > now.getTime() ? start : now),
        lt(classSessions.startsAt, end),
      ),
    )
    .orderBy(asc(classSessions.startsAt));
  if (rows.length === 0) return [];
  const seats = await db
    .select({
      sessionId: sessionEnrolments.sessionId,
      studentId: sessionEnrolments.studentId,
      firstName: users.firstName,
    })
    .from(sessionEnrolments)
    .innerJoin(users, eq(users.id, sessionEnrolments.studentId))
    .where(
      and(
        inArray(
          sessionEnrolments.sessionId,
          rows.map((r) => r.sessionId),
        ),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
      ),
    )
    .orderBy(asc(sessionEnrolments.id));
  return rows.map((r) => {
    const own = seats.filter((s) => s.sessionId === r.sessionId);
    return {
      ...r,
      when: formatWhenIn(r.startsAt, zone),
      studentIds: own.map((s) => s.studentId),
      students: own.map((s) => s.firstName),
    };
  });
}

/** POST /em/hrms/teacher-leave-apply/teacher-bookings: the classes on the chosen dates. */
export async function leaveBookings(
  db: Db,
  user: SessionUser,
  input: LeaveBookingsRequest,
  now: Date,
) {
  const zone = await teacherZone(db, user.id);
  refusePast(input.from_date, now, zone);
  return classesOnLeaveDates(db, user.id, input.from_date, input.to_date, now, zone);
}

/** Thrown to roll a preview back: it carries what the final step would have done. */
class PreviewDone extends Error {
  constructor(readonly plan: LeavePlanRow[]) {
    super("preview");
  }
}

async function fullName(tx: Db, id: number): Promise<string> {
  const [row] = await tx
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, id));
  return row?.name ?? "";
}

/** Moves a class to the first candidate the database accepts (a savepoint per try). */
async function moveToSubstitute(tx: Db, c: LeaveClass, teacherId: number): Promise<number | null> {
  if (c.subjectId === null || c.studentIds.length === 0) return null;
  const candidates = await substituteCandidates(tx, {
    sessionId: c.sessionId,
    teacherId,
    subjectId: c.subjectId,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
  });
  for (const candidate of candidates) {
    try {
      const moved = await tx.transaction(async (sp) =>
        sp
          .update(classSessions)
          .set({ teacherId: candidate, slotId: null })
          .where(
            and(
              eq(classSessions.id, c.sessionId),
              eq(classSessions.teacherId, teacherId),
              eq(classSessions.status, SESSION_STATUS.scheduled),
            ),
          )
          .returning({ id: classSessions.id }),
      );
      if (moved.length > 0) return candidate;
      return null;
    } catch (error) {
      // The candidate was booked meanwhile (exclusion constraint): try the next one.
      if (!pgViolation(error, [PG_EXCLUSION])) throw error;
    }
  }
  return null;
}

/** Cancels a class and every seat in it: the seats' credit goes back (classes-remaining). */
async function cancelForLeave(tx: Db, sessionId: number, now: Date) {
  await tx
    .update(classSessions)
    .set({
      status: SESSION_STATUS.cancelled,
      cancelledAt: now,
      cancelledBy: CANCELLED_BY.teacher,
    })
    .where(eq(classSessions.id, sessionId));
  await tx
    .update(sessionEnrolments)
    .set({
      status: SESSION_STATUS.cancelled,
      cancelledAt: now,
      cancelledBy: CANCELLED_BY.teacher,
      cancelReason: LEAVE_CANCEL_REASON,
    })
    .where(
      and(
        eq(sessionEnrolments.sessionId, sessionId),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
      ),
    );
}

/**
 * POST /store-teacher-leave-apply. Both steps run the same flow in one transaction: the leave and
 * its days are saved (one active leave day per teacher and date, enforced by a unique index), and
 * each class on those days is moved to a free substitute teacher of its subject (same time, same
 * seats, so the family's class credit is untouched) or, when nobody is free, cancelled with every
 * seat (the credit returns: only attended classes use one); each family and substitute is told
 * through the outbox and its job queue. The preview rolls it all back and answers the plan; the
 * final step commits.
 */
export async function applyLeave(
  db: Db,
  user: SessionUser,
  input: LeaveApplyRequest,
  now: Date,
): Promise<{ leaveId: number | null; plan: LeavePlanRow[] }> {
  const zone = await teacherZone(db, user.id);
  refusePast(input.from_date, now, zone);
  const dates = datesBetween(input.from_date, input.to_date);
  const flow = async (tx: Db) => {
    // One leave application of a teacher at a time.
    await tx.execute(sql`select 1 from teacher_profiles where user_id = ${user.id} for update`);
    const [taken] = await tx
      .select({ date: teacherLeaveDays.leaveDate })
      .from(teacherLeaveDays)
      .where(
        and(
          eq(teacherLeaveDays.teacherId, user.id),
          eq(teacherLeaveDays.status, LEAVE_STATUS.active),
          inArray(teacherLeaveDays.leaveDate, dates),
        ),
      )
      .orderBy(asc(teacherLeaveDays.leaveDate))
      .limit(1);
    if (taken)
      throw conflict(M.alreadyOnLeave(taken.date), { from_date: [M.alreadyOnLeave(taken.date)] });
    const [leave] = await tx
      .insert(teacherLeaves)
      .values({
        teacherId: user.id,
        type: input.type,
        reason: input.reason,
        fromDate: input.from_date,
        toDate: input.to_date,
      })
      .returning({ id: teacherLeaves.id });
    await tx
      .insert(teacherLeaveDays)
      .values(dates.map((leaveDate) => ({ leaveId: leave!.id, teacherId: user.id, leaveDate })));
    const classes = await classesOnLeaveDates(
      tx,
      user.id,
      input.from_date,
      input.to_date,
      now,
      zone,
    );
    const plan: LeavePlanRow[] = [];
    for (const c of classes) {
      const substituteId = await moveToSubstitute(tx, c, user.id);
      if (substituteId === null) await cancelForLeave(tx, c.sessionId, now);
      await tx.insert(leaveRebookings).values({
        leaveId: leave!.id,
        sessionId: c.sessionId,
        fromTeacherId: user.id,
        toTeacherId: substituteId,
        outcome: substituteId === null ? "cancelled" : "substitute",
      });
      if (c.studentIds.length > 0) {
        await notifyLeaveOutcome(tx, {
          studentIds: c.studentIds,
          subject: c.subject,
          startsAt: c.startsAt,
          teacherId: user.id,
          substituteId,
        });
      }
      plan.push({
        ...c,
        outcome: substituteId === null ? "cancelled" : "substitute",
        substituteId,
        substitute: substituteId === null ? null : await fullName(tx, substituteId),
      });
    }
    if (input.step === "preview") throw new PreviewDone(plan);
    return { leaveId: leave!.id, plan };
  };
  let done: { leaveId: number; plan: LeavePlanRow[] };
  try {
    done = await db.transaction((tx) => flow(tx as unknown as Db));
  } catch (error) {
    if (error instanceof PreviewDone) return { leaveId: null, plan: error.plan };
    if (pgViolation(error, [PG_UNIQUE])) {
      const message = M.alreadyOnLeave(input.from_date);
      throw conflict(message, { from_date: [message] });
    }
    throw error;
  }
  // The teacher's timetable and every substitute's changed.
  const teachers = new Set([user.id, ...done.plan.flatMap((p) => p.substituteId ?? [])]);
  invalidatePublicPages([...teachers].map(teacherTag));
  return done;
}

/** A teacher's leaves, newest first, with each day's status. */
export async function listLeaves(db: Db, teacherId: number) {
  const leaves = await db
    .select()
    .from(teacherLeaves)
    .where(eq(teacherLeaves.teacherId, teacherId))
    .orderBy(sql`${teacherLeaves.fromDate} desc`, sql`${teacherLeaves.id} desc`);
  if (leaves.length === 0) return [];
  const days = await db
    .select()
    .from(teacherLeaveDays)
    .where(
      inArray(
        teacherLeaveDays.leaveId,
        leaves.map((l) => l.id),
      ),
    )
    .orderBy(asc(teacherLeaveDays.leaveDate));
  const moves = await db
    .select({ leaveId: leaveRebookings.leaveId, outcome: leaveRebookings.outcome })
    .from(leaveRebookings)
    .where(
      inArray(
        leaveRebookings.leaveId,
        leaves.map((l) => l.id),
      ),
    );
  return leaves.map((l) => ({
    ...l,
    days: days.filter((d) => d.leaveId === l.id),
    moved: moves.filter((m) => m.leaveId === l.id && m.outcome === "substitute").length,
    cancelled: moves.filter((m) => m.leaveId === l.id && m.outcome === "cancelled").length,
  }));
}

/**
 * POST /withdraw-teacher-leaves: the teacher takes back one day of a leave ("day") or what is left
 * of it ("all"). Days that have passed stay. Classes already handed to substitutes stay with them
 * (their families were told; decision 031): the teacher is free again for new bookings.
 */
export async function withdrawLeave(
  db: Db,
  user: SessionUser,
  input: WithdrawLeaveRequest,
  now: Date,
) {
  const [leave] = await db.select().from(teacherLeaves).where(eq(teacherLeaves.id, input.id));
  if (!leave) throw notFound(M.leaveNotFound);
  if (leave.teacherId !== user.id && user.role !== "admin") throw forbidden(M.notYourLeave);
  if (leave.status === LEAVE_STATUS.withdrawn) throw conflict(M.alreadyWithdrawn);
  const zone = await teacherZone(db, leave.teacherId);
  const today = todayIn(now, zone);
  const done = await db.transaction(async (tx) => {
    const active = await tx
      .select()
      .from(teacherLeaveDays)
      .where(
        and(
          eq(teacherLeaveDays.leaveId, leave.id),
          eq(teacherLeaveDays.status, LEAVE_STATUS.active),
        ),
      )
      .for("update");
    let targets = active;
    if (input.type === "day") {
      targets = active.filter((d) => d.leaveDate === input.date);
      if (targets.length === 0) throw conflict(M.alreadyWithdrawn, { date: [M.alreadyWithdrawn] });
      if (input.date! < today) throw badRequest(M.leavePassed, { date: [M.leavePassed] });
    } else {
      targets = active.filter((d) => d.leaveDate >= today);
      if (targets.length === 0) throw badRequest(M.leavePassed, { date: [M.leavePassed] });
    }
    await tx
      .update(teacherLeaveDays)
      .set({ status: LEAVE_STATUS.withdrawn, withdrawnAt: now })
      .where(
        inArray(
          teacherLeaveDays.id,
          targets.map((d) => d.id),
        ),
      );
    if (targets.length === active.length) {
      await tx
        .update(teacherLeaves)
        .set({ status: LEAVE_STATUS.withdrawn })
        .where(eq(teacherLeaves.id, leave.id));
    }
    return { withdrawn: targets.map((d) => d.leaveDate) };
  });
  // The profile's free times show the withdrawn days again (after commit, decision 020).
  invalidatePublicPages([teacherTag(leave.teacherId)]);
  return done;
}
