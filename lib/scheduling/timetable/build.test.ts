import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toWallTime, weekdayOf } from "../zoned-time";
import {
  buildEntries,
  groupByViewerDate,
  occurrencesInWeek,
  viewerWeek,
  type EntryContext,
  type TimetableSlot,
} from "./build";

const slot = (
  id: number,
  dayOfWeek: number,
  startTime: string,
  extra: Partial<TimetableSlot> = {},
): TimetableSlot => ({
  id,
  dayOfWeek,
  startTime,
  durationMinutes: 60,
  isDemoSlot: false,
  capacity: 1,
  subjectId: null,
  ...extra,
});

const IST = "Asia/Kolkata";
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const NY = "America/New_York";

/** The entries of a teacher's slots for a viewer's week, with no bookings. */
function entriesFor(
  slots: TimetableSlot[],
  teacherZone: string,
  viewerZone: string,
  now: Date,
  weekStatus = 0,
) {
  const week = viewerWeek(now, viewerZone, weekStatus);
  const ctx: EntryContext = { viewerZone, now, studentId: null, sessions: [], studentBookings: [] };
  const entries = buildEntries(occurrencesInWeek(slots, teacherZone, week), ctx);
  return { week, entries, days: groupByViewerDate(entries, week.dates) };
}

describe("the viewer's week", () => {
  it("runs Sunday to Saturday in the viewer's zone", () => {
    // Tuesday 10 March 2026, 03:00 UTC: still Monday evening in New York.
    const now = new Date("2026-03-10T03:00:00Z");
    expect(viewerWeek(now, IST, 0).dates).toEqual([
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
    ]);
    const ny = viewerWeek(now, NY, 1);
    expect(ny.dates[0]).toBe("2026-03-15");
    expect(ny.start.toISOString()).toBe("2026-03-15T04:00:00.000Z");
    expect(ny.end.toISOString()).toBe("2026-03-22T04:00:00.000Z");
  });
});

describe("an India teacher seen from India and from New York", () => {
  const now = new Date("2026-02-23T00:00:00Z");
  const slots = [slot(1, 1, "08:00"), slot(2, 0, "19:00")];

  it("shows an Indian viewer the slots at their India times, labelled (IST)", () => {
    const { entries, days } = entriesFor(slots, IST, IST, now, 1);
    expect(entries.map((e) => [e.ig_date, e.date, e.timeDesc])).toEqual([
      ["2026-03-01", "2026-03-01", "07:00 PM (IST)"],
      ["2026-03-02", "2026-03-02", "08:00 AM (IST)"],
    ]);
    expect(days.map((d) => d.slotCount)).toEqual([1, 1, 0, 0, 0, 0, 0]);
    expect(days[0]).toMatchObject({
      weekDay: "Sunday",
      representDate: "01 March, 2026",
      sdate: "2026-03-01",
    });
    expect(entries[0]!.timeDescNew).toBe("Sunday, 1st Mar at 07:00 PM (IST)");
  });

  it("puts India's Monday morning on the US viewer's Sunday evening, the day before", () => {
    const { entries, days } = entriesFor(slots, IST, NY, now, 1);
    const monday = entries.find((e) => e.id === 1)!;
    expect(monday).toMatchObject({
      ig_date: "2026-03-02",
      day_id: 1,
      start_time: "08:00",
      date: "2026-03-01",
      timeDesc: "09:30 PM (EST)",
    });
    expect(days[0]!.data.map((e) => e.id)).toEqual([2, 1]);
    // India's Sunday 19:00 is the US Sunday morning.
    expect(entries.find((e) => e.id === 2)!.timeDesc).toBe("08:30 AM (EST)");
  });

  it("moves the same India slot by an hour for the US viewer across the US DST change", () => {
    const before = entriesFor(slots, IST, NY, now, 1).entries.find((e) => e.id === 2)!;
    const after = entriesFor(slots, IST, NY, now, 2).entries.find((e) => e.id === 2)!;
    expect(before).toMatchObject({ ig_date: "2026-03-01", timeDesc: "08:30 AM (EST)" });
    expect(after).toMatchObject({ ig_date: "2026-03-08", timeDesc: "09:30 AM (EDT)" });
    // The India time never moves.
    for (const e of [before, after])
      expect(toWallTime(new Date(e.starts_at), IST).time).toBe("19:00");
  });

  it("includes the India Sunday-morning slot of the next India week on the US Saturday", () => {
    const { days } = entriesFor([slot(3, 0, "07:00")], IST, NY, now, 1);
    expect(days.map((d) => d.data.map((e) => e.ig_date))).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
      ["2026-03-08"],
    ]);
    expect(days[6]!.data[0]!.timeDesc).toBe("08:30 PM (EST)");
  });
});

describe("entry flags", () => {
  const now = new Date("2026-03-04T12:00:00Z"); // Wednesday 17:30 in India
  const slots = [
    slot(1, 1, "09:00"),
    slot(2, 4, "18:00"),
    slot(3, 5, "18:00", { isDemoSlot: true, capacity: 4 }),
    slot(4, 6, "10:00"),
  ];
  const week = viewerWeek(now, IST, 0);
  const occurrences = occurrencesInWeek(slots, IST, week);
  const at = (id: number) => occurrences.find((o) => o.slot.id === id)!.startsAt.getTime();
  const ctx = (over: Partial<EntryContext> = {}): EntryContext => ({
    viewerZone: IST,
    now,
    studentId: 7,
    sessions: [],
    studentBookings: [],
    ...over,
  });
  const HOUR = 3_600_000;
  /** Thursday's 1:1 class, with the student (id 7) in it. */
  const thursdayClass = {
    sessionId: 10,
    slotId: 2,
    startsAt: at(2),
    endsAt: at(2) + HOUR,
    status: 1,
    capacity: 1,
    enrolled: 1,
    mine: 1,
  };
  const byId = (entries: ReturnType<typeof buildEntries>) => new Map(entries.map((e) => [e.id, e]));

  it("marks past occurrences inactive and free future ones active and open", () => {
    const e = byId(buildEntries(occurrences, ctx()));
    expect(e.get(1)).toMatchObject({ classActive: false, booked: false, session_status: null });
    expect(e.get(2)).toMatchObject({
      classActive: true,
      booked: false,
      duplicate: false,
      seats_left: 1,
    });
  });

  it("marks an occurrence on the teacher's leave day inactive, by the teacher's local date", () => {
    const thursday = occurrences.find((o) => o.slot.id === 2)!.date;
    const e = byId(buildEntries(occurrences, ctx({ leaveDates: new Set([thursday]) })));
    expect(e.get(2)).toMatchObject({ classActive: false, booked: false, session_status: null });
    expect(e.get(3)).toMatchObject({ classActive: true });
  });

  it("flags the student's own booking, a full class, a group class with seats and a cancelled class", () => {
    const e = byId(
      buildEntries(
        occurrences,
        ctx({
          sessions: [
            thursdayClass,
            {
              sessionId: 11,
              slotId: 3,
              startsAt: at(3),
              endsAt: at(3) + HOUR,
              status: 1,
              capacity: 4,
              enrolled: 2,
              mine: null,
            },
            {
              sessionId: 12,
              slotId: 4,
              startsAt: at(4),
              endsAt: at(4) + HOUR,
              status: 5,
              capacity: 1,
              enrolled: 0,
              mine: null,
            },
          ],
          studentBookings: [{ sessionId: 10, startsAt: at(2), endsAt: at(2) + 3_600_000 }],
        }),
      ),
    );
    expect(e.get(2)).toMatchObject({
      booked: true,
      assigned_student: true,
      student_id: 7,
      duplicate: false,
      session_status: 1,
      session_id: 10,
    });
    expect(e.get(3)).toMatchObject({
      booked: false,
      assigned_student: false,
      seats_left: 2,
      session_status: 1,
      is_demo_slot: true,
    });
    expect(e.get(4)).toMatchObject({
      classActive: false,
      booked: false,
      session_status: 5,
      session_id: null,
    });
  });

  it("marks a full class booked for everyone, and hides who is in it", () => {
    const e = byId(
      buildEntries(
        occurrences,
        ctx({
          studentId: null,
          sessions: [thursdayClass],
        }),
      ),
    );
    expect(e.get(2)).toMatchObject({ booked: true, assigned_student: false, student_id: null });
  });

  it("marks a group class that has started (or ended) taken, whatever its seats", () => {
    const demo = (status: number) => ({
      sessionId: 13,
      slotId: 3,
      startsAt: at(3),
      endsAt: at(3) + HOUR,
      status,
      capacity: 4,
      enrolled: 1,
      mine: null,
    });
    for (const status of [2, 3, 4]) {
      const e = byId(buildEntries(occurrences, ctx({ studentId: null, sessions: [demo(status)] })));
      expect(e.get(3), String(status)).toMatchObject({ booked: true, seats_left: 0 });
    }
    const open = byId(buildEntries(occurrences, ctx({ studentId: null, sessions: [demo(1)] })));
    expect(open.get(3)).toMatchObject({ booked: false, seats_left: 3 });
  });

  it("marks a time the teacher has another class at (from no slot, or a cancelled one) taken", () => {
    const other = (sessionId: number, status: number) => ({
      sessionId,
      slotId: null,
      startsAt: at(2) - 30 * 60_000,
      endsAt: at(2) + 30 * 60_000,
      status,
      capacity: 1,
      enrolled: 1,
      mine: null,
    });
    const busy = byId(buildEntries(occurrences, ctx({ sessions: [other(20, 1)] })));
    expect(busy.get(2)).toMatchObject({ classActive: true, booked: true, seats_left: 0 });
    expect(busy.get(3)).toMatchObject({ booked: false });
    const free = byId(buildEntries(occurrences, ctx({ sessions: [other(21, 5)] })));
    expect(free.get(2)).toMatchObject({ booked: false, seats_left: 1 });
  });

  it("flags an occurrence that overlaps another of the student's classes as duplicate", () => {
    const e = byId(
      buildEntries(
        occurrences,
        ctx({
          studentBookings: [
            { sessionId: 99, startsAt: at(2) + 30 * 60_000, endsAt: at(2) + 90 * 60_000 },
          ],
        }),
      ),
    );
    expect(e.get(2)!.duplicate).toBe(true);
    expect(e.get(3)!.duplicate).toBe(false);
  });
});

describe("grouping by the viewer's date (property)", () => {
  const zones = [
    IST,
    NY,
    "America/Los_Angeles",
    "Europe/London",
    "Australia/Sydney",
    "Pacific/Auckland",
    "Asia/Kathmandu",
    "UTC",
  ];
  const slotArb = fc.record({
    dayOfWeek: fc.integer({ min: 0, max: 6 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.constantFrom(0, 15, 30, 45),
  });

  it("puts every occurrence on its viewer-local day, at the teacher's local time, each day of the week once", () => {
    fc.assert(
      fc.property(
        fc.array(slotArb, { maxLength: 8 }),
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        fc.date({
          min: new Date("2025-01-01T00:00:00Z"),
          max: new Date("2029-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: -4, max: 12 }),
        (raw, teacherZone, viewerZone, now, weekStatus) => {
          const slots = raw.map((s, i) =>
            slot(
              i + 1,
              s.dayOfWeek,
              `${String(s.hour).padStart(2, "0")}:${String(s.minute).padStart(2, "0")}`,
            ),
          );
          const { week, entries, days } = entriesFor(
            slots,
            teacherZone,
            viewerZone,
            now,
            weekStatus,
          );
          expect(days.map((d) => d.sdate)).toEqual(week.dates);
          expect(days.reduce((n, d) => n + d.slotCount, 0)).toBe(entries.length);
          for (const d of days) {
            for (const e of d.data) {
              const start = new Date(e.starts_at);
              expect(toWallTime(start, viewerZone).date).toBe(d.sdate);
              expect(toWallTime(start, teacherZone).date).toBe(e.ig_date);
              // The teacher's clock shows the slot's time (a time skipped by DST moves forward by the jump).
              const s = slots.find((x) => x.id === e.id)!;
              expect(weekdayOf(e.ig_date)).toBe(s.dayOfWeek);
              const local = toWallTime(start, teacherZone).time;
              const late = minutesOf(local) - minutesOf(s.startTime);
              expect(late === 0 || late === 60, `${local} for ${s.startTime}`).toBe(true);
            }
          }
          // A weekly slot occurs once in a 7-day week; only a DST change can shift one in or out.
          const noDst = [IST, "UTC", "Asia/Kathmandu"];
          for (const s of slots) {
            const n = entries.filter((e) => e.id === s.id).length;
            if (noDst.includes(teacherZone) && noDst.includes(viewerZone)) expect(n).toBe(1);
            else expect(n).toBeLessThanOrEqual(2);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
