import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { listedTeacher } from "@/lib/catalog/approved";
import { classSessions, SESSION_STATUS, teacherSlots, teacherSubjects, users } from "@/db/schema";
import { leaveDayKey, loadLeaveDates } from "@/lib/teacher/leave/leave-dates";
import { DEMO_WINDOW_DAYS, LONGEST_CLASS_HOURS } from "../availability/schemas";
import { dateRange, expandSlots } from "../expand-slots";
import { addDays, toWallTime } from "../zoned-time";
import { viewerTime, type ViewerTime } from "./format";
import { formatOccurrenceId } from "./occurrence-id";
import { weeklySlotColumns } from "./slot";

/** How far ahead the demo chooser looks (spec 2 slot chooser). */
/** A subject with very many teachers still answers quickly: at most this many weekly slots. */
const MAX_SLOTS = 400;

export interface DemoOccurrence {
  /** "{slot id}_{teacher-local date}": what enrollStudentToDemo?slot_id takes. */
  occurrenceId: string;
  slotId: number;
  teacherId: number;
  teacherName: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  capacity: number;
  /** Seats left; 0 when full or when the teacher has another class then. */
  remaining: number;
  viewer: ViewerTime;
}

export interface DemoDay {
  /** The viewer's local date. */
  date: string;
  label: string;
  slots: DemoOccurrence[];
}

type SlotRow = Awaited<ReturnType<typeof demoSlotsOf>>[number];

function demoSlotsOf(db: Db, subjectId: number) {
  return db
    .select({
      ...weeklySlotColumns,
      zone: users.timeZone,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(teacherSlots)
    .innerJoin(users, eq(users.id, teacherSlots.teacherId))
    .innerJoin(
      teacherSubjects,
      and(
        eq(teacherSubjects.teacherId, teacherSlots.teacherId),
        eq(teacherSubjects.subjectId, subjectId),
      ),
    )
    .where(
      and(
        eq(teacherSlots.isDemoSlot, true),
        eq(teacherSlots.isActive, true),
        eq(users.isActive, true),
        listedTeacher(users.id),
        or(isNull(teacherSlots.subjectId), eq(teacherSlots.subjectId, subjectId)),
      ),
    )
    .orderBy(teacherSlots.id)
    .limit(MAX_SLOTS);
}

/** Each slot's occurrences that start after `now` and within the window, in its teacher's zone. */
function occurrencesOf(slots: SlotRow[], now: Date, end: Date) {
  const byZone = new Map<string, SlotRow[]>();
  for (const s of slots) byZone.set(s.zone, [...(byZone.get(s.zone) ?? []), s]);
  return [...byZone].flatMap(([zone, group]) => {
    const dates = dateRange(addDays(toWallTime(now, zone).date, -1), DEMO_WINDOW_DAYS + 2);
    return expandSlots(group, dates, zone).filter((o) => o.startsAt > now && o.startsAt <= end);
  });
}

/**
 * The upcoming demo occurrences of a subject's teachers for the next 14 days, with the seats left,
 * grouped by the viewer's local date (times in the viewer's zone). Dates a teacher cancelled, and
 * the teacher's leave days, are left out; a full one stays, with 0 seats, so the chooser can say
 * it is full.
 */
export async function listDemoDays(
  db: Db,
  subjectId: number,
  viewerZone: string,
  now: Date,
): Promise<DemoDay[]> {
  const slots = await demoSlotsOf(db, subjectId);
  if (slots.length === 0) return [];
  const end = new Date(now.getTime() + DEMO_WINDOW_DAYS * 86_400_000);
  const teacherIds = [...new Set(slots.map((s) => s.teacherId))];
  const sessions = await db
    .select({
      slotId: classSessions.slotId,
      teacherId: classSessions.teacherId,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      status: classSessions.status,
      capacity: classSessions.capacity,
      enrolledCount: classSessions.enrolledCount,
    })
    .from(classSessions)
    .where(
      and(
        inArray(classSessions.teacherId, teacherIds),
        lt(classSessions.startsAt, end),
        gt(classSessions.endsAt, now),
        gt(classSessions.startsAt, new Date(now.getTime() - LONGEST_CLASS_HOURS * 3_600_000)),
      ),
    );

  // Teacher-local dates: a day either side of the UTC ones covers every zone.
  const leave = await loadLeaveDates(
    db,
    teacherIds,
    addDays(toWallTime(now, "UTC").date, -1),
    addDays(toWallTime(end, "UTC").date, 1),
  );

  const days = new Map<string, DemoDay>();
  for (const o of occurrencesOf(slots, now, end)) {
    if (leave.has(leaveDayKey(o.slot.teacherId, o.date))) continue;
    const same = sessions.filter(
      (s) => s.slotId === o.slot.id && s.startsAt.getTime() === o.startsAt.getTime(),
    );
    if (same.some((s) => s.status === SESSION_STATUS.cancelled)) continue;
    const own = same.find((s) => s.status !== SESSION_STATUS.cancelled);
    const busy = sessions.some(
      (s) =>
        s !== own &&
        s.teacherId === o.slot.teacherId &&
        s.status !== SESSION_STATUS.cancelled &&
        s.startsAt < o.endsAt &&
        s.endsAt > o.startsAt,
    );
    // A class that has started or ended takes no one else (enrol's rule), whatever its seats.
    const remaining =
      busy || (own && own.status !== SESSION_STATUS.scheduled)
        ? 0
        : own
          ? Math.max(0, own.capacity - own.enrolledCount)
          : o.slot.capacity;
    const viewer = viewerTime(o.startsAt, viewerZone);
    const day = days.get(viewer.date) ?? { date: viewer.date, label: viewer.dateLabel, slots: [] };
    day.slots.push({
      occurrenceId: formatOccurrenceId({ slotId: o.slot.id, date: o.date }),
      slotId: o.slot.id,
      teacherId: o.slot.teacherId,
      teacherName: `${o.slot.firstName} ${o.slot.lastName}`.trim(),
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      durationMinutes: o.slot.durationMinutes,
      capacity: own?.capacity ?? o.slot.capacity,
      remaining,
      viewer,
    });
    days.set(viewer.date, day);
  }
  return [...days.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({
      ...d,
      slots: d.slots.sort(
        (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.slotId - b.slotId,
      ),
    }));
}
