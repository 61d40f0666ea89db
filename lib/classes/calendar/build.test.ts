import { describe, expect, it } from "vitest";
import { WEEKDAY_NAMES } from "@/lib/scheduling/availability/schemas";
import { occurrencesInWeek, viewerWeek } from "@/lib/scheduling/timetable/build";
import { fromWallTime } from "@/lib/scheduling/zoned-time";
import {
  buildCalendarItems,
  calendarDates,
  calendarTimings,
  itemsInHours,
  selectHours,
  weekStarts,
  type CalendarSlot,
  type ClassFact,
} from "./build";
import { hoursFilterSchema, hoursFilterText, parseHoursFilter } from "./schemas";

const IST = "Asia/Kolkata";
const NY = "America/New_York";
/** Wednesday 25 February 2026, 11:30 in India. */
const NOW = new Date("2026-02-25T06:00:00Z");

const slot = (
  id: number,
  dayOfWeek: number,
  startTime: string,
  extra: Partial<CalendarSlot> = {},
) =>
  ({
    id,
    dayOfWeek,
    startTime,
    durationMinutes: 60,
    isDemoSlot: false,
    capacity: 1,
    subjectId: null,
    subjectName: null,
    ...extra,
  }) satisfies CalendarSlot;

const session = (id: number, startsAt: Date, extra: Partial<ClassFact> = {}): ClassFact => ({
  sessionId: id,
  slotId: null,
  startsAt,
  endsAt: new Date(startsAt.getTime() + 3_600_000),
  status: 1,
  isDemo: false,
  subject: "Guitar",
  title: null,
  capacity: 1,
  enrolled: 1,
  students: [],
  ...extra,
});

describe("calendar labels", () => {
  it("labels the week's 7 dates Sunday first and marks today", () => {
    const days = calendarDates(viewerWeek(NOW, IST, 0).dates, "2026-02-25");
    expect(days.map((d) => d.day_name)).toEqual([...WEEKDAY_NAMES]);
    expect(days[0]).toMatchObject({ date: "2026-02-22", label: "22 February, 2026" });
    expect(days[0]!.short_label).toBe("Sun, 22 Feb");
    expect(days.filter((d) => d.is_today).map((d) => d.date)).toEqual(["2026-02-25"]);
  });

  it("gives the neighbouring weeks' Sundays", () => {
    expect(weekStarts(viewerWeek(NOW, IST, 0).dates)).toEqual({
      prevStartDate: "2026-02-15",
      currentStartDate: "2026-02-22",
      nextStartDate: "2026-03-01",
    });
  });
});

describe("hours_filter", () => {
  it("accepts all, working and HH-HH ranges, and refuses anything else", () => {
    expect(parseHoursFilter("all")).toEqual({ kind: "all" });
    expect(parseHoursFilter(" Working ")).toEqual({ kind: "working" });
    expect(parseHoursFilter("09-18")).toEqual({ kind: "range", from: 9, to: 18 });
    expect(parseHoursFilter("0-24")).toEqual({ kind: "range", from: 0, to: 24 });
    for (const bad of ["18-09", "10-10", "09-25", "9:00-18:00", "morning", "-1-5", ""])
      expect(parseHoursFilter(bad)).toBeNull();
    expect(hoursFilterText({ kind: "range", from: 7, to: 9 })).toBe("07-09");
    expect(hoursFilterSchema.parse(undefined)).toEqual({ kind: "working" });
    expect(hoursFilterSchema.parse("")).toEqual({ kind: "working" });
    expect(hoursFilterSchema.safeParse("25-26").success).toBe(false);
  });
});

describe("buildCalendarItems", () => {
  const week = viewerWeek(NOW, IST, 0);
  const slots = [
    slot(1, 3, "17:00", { subjectName: "Guitar", isDemoSlot: true }),
    slot(2, 4, "09:00"),
    slot(3, 1, "10:00"),
  ];
  const occurrences = occurrencesInWeek(slots, IST, week);

  it("shows classes in any status, and free slots only when still to come and not taken", () => {
    const thursday = fromWallTime("2026-02-26", "09:00", IST);
    const items = buildCalendarItems(
      [
        session(10, thursday, { slotId: 2, status: 1, title: "Scales" }),
        session(11, fromWallTime("2026-02-25", "17:30", IST), { status: 5 }),
        session(12, fromWallTime("2026-02-23", "08:00", IST), { status: 3 }),
      ],
      occurrences,
      { zone: IST, now: NOW },
    );
    expect(items.map((i) => [i.id, i.status_label, i.start_label, i.date])).toEqual([
      ["class-12", "Held", "08:00 AM", "2026-02-23"],
      // Monday 10:00 is past: no free slot. Wednesday 17:00 is free: the class that overlapped
      // it was cancelled.
      ["slot-1_2026-02-25", "Free", "05:00 PM", "2026-02-25"],
      ["class-11", "Cancelled", "05:30 PM", "2026-02-25"],
      ["class-10", "Scheduled", "09:00 AM", "2026-02-26"],
    ]);
    expect(items[1]).toMatchObject({
      kind: "free",
      is_demo: true,
      subject: "Guitar",
      hour: 17,
      end_label: "06:00 PM",
    });
    expect(items[3]).toMatchObject({ title: "Scales", session_id: 10, slot_id: 2, weekday: 4 });
  });

  it("places items in the viewer's zone, across the US DST change", () => {
    // The week of 8 March 2026 in New York: clocks go forward on Sunday 8 March at 02:00.
    const nyWeek = viewerWeek(new Date("2026-03-09T15:00:00Z"), NY, 0);
    expect(nyWeek.dates[0]).toBe("2026-03-08");
    expect(nyWeek.end.getTime() - nyWeek.start.getTime()).toBe((7 * 24 - 1) * 3_600_000);
    // An India teacher's daily 19:30 slot is 09:00 EST before the change and 10:00 EDT after.
    const daily = [0, 1, 2, 3, 4, 5, 6].map((d) => slot(d + 1, d, "19:30"));
    const items = buildCalendarItems([], occurrencesInWeek(daily, IST, nyWeek), {
      zone: NY,
      now: nyWeek.start,
    });
    expect(items.map((i) => `${i.date} ${i.start_time}`)).toEqual([
      "2026-03-08 10:00",
      "2026-03-09 10:00",
      "2026-03-10 10:00",
      "2026-03-11 10:00",
      "2026-03-12 10:00",
      "2026-03-13 10:00",
      "2026-03-14 10:00",
    ]);
    const before = viewerWeek(new Date("2026-03-02T15:00:00Z"), NY, 0);
    const earlier = buildCalendarItems([], occurrencesInWeek(daily, IST, before), {
      zone: NY,
      now: before.start,
    });
    // 1 to 7 March holds the India Sunday-morning occurrence of the Saturday evening too.
    expect(earlier.map((i) => i.start_time)).toEqual(Array(7).fill("09:00"));
  });
});

describe("selectHours", () => {
  const at = (time: string, minutes = 60) =>
    session(1, fromWallTime("2026-02-26", time, IST), {
      endsAt: new Date(fromWallTime("2026-02-26", time, IST).getTime() + minutes * 60_000),
    });
  const items = (...facts: ClassFact[]) => buildCalendarItems(facts, [], { zone: IST, now: NOW });

  it("shows every hour, a range, or the hours from the first class to the end of the last", () => {
    const list = items(at("09:30"), { ...at("16:00", 90), sessionId: 2 });
    expect(selectHours({ kind: "all" }, list)).toHaveLength(24);
    expect(selectHours({ kind: "range", from: 8, to: 11 }, list)).toEqual([8, 9, 10]);
    // 09:30 to 17:30: rows 9 to 17.
    expect(selectHours({ kind: "working" }, list)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(selectHours({ kind: "working" }, items(at("10:00")))).toEqual([10]);
    expect(selectHours({ kind: "working" }, items(at("23:30")))).toEqual([23]);
    expect(selectHours({ kind: "working" }, [])).toEqual([]);
  });

  it("covers the teacher's own slots by default, an 8 pm one too, even when past or taken", () => {
    const morning = items(at("09:00"));
    const evening = items({ ...at("20:00"), sessionId: 3 });
    expect(selectHours({ kind: "working" }, morning, evening)).toEqual(
      Array.from({ length: 12 }, (_, i) => 9 + i),
    );
    expect(selectHours({ kind: "working" }, [], evening)).toEqual([20]);
    expect(selectHours({ kind: "range", from: 8, to: 11 }, morning, evening)).toEqual([8, 9, 10]);
  });

  it("leaves out the items outside the shown hours and counts them", () => {
    const list = items(at("07:00"), { ...at("12:00"), sessionId: 2 });
    const { items: inside, hidden } = itemsInHours(list, [9, 10, 11, 12]);
    expect(inside.map((i) => i.hour)).toEqual([12]);
    expect(hidden).toBe(1);
    expect(calendarTimings([0, 9, 12, 13])).toEqual([
      { hour: 0, value: "00:00", label: "12:00 AM" },
      { hour: 9, value: "09:00", label: "09:00 AM" },
      { hour: 12, value: "12:00", label: "12:00 PM" },
      { hour: 13, value: "13:00", label: "01:00 PM" },
    ]);
  });
});
