import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zodFieldErrors } from "../../validation";
import { clockMinutes, clockText, findOverlaps, MINUTES_PER_WEEK, type WeekSlot } from "./overlap";
import { SLOT_MESSAGES, teacherSchedulesRequest, weekSchema } from "./schemas";

type RawSlot = Record<string, unknown>;

/** A week with the given slots on the given days (others empty). */
const week = (days: Record<number, RawSlot[]>) =>
  Array.from({ length: 7 }, (_, d) => days[d] ?? []);

function errorsOf(input: unknown) {
  const result = teacherSchedulesRequest.safeParse(input);
  if (result.success) return {};
  return zodFieldErrors(result.error);
}

describe("the weekly slot payload", () => {
  it("fills the defaults and takes the bare legacy array or { schedules }", () => {
    const days = week({
      1: [{ start_time: "18:30" }],
      6: [{ start_time: "7:05", is_demo_slot: "1", capacity: "4", duration: "45" }],
    });
    const expected = week({
      1: [
        { start_time: "18:30", duration: 60, is_demo_slot: false, capacity: 1, subject_id: null },
      ],
      6: [{ start_time: "07:05", duration: 45, is_demo_slot: true, capacity: 4, subject_id: null }],
    });
    expect(teacherSchedulesRequest.parse(days)).toEqual({ schedules: expected });
    expect(teacherSchedulesRequest.parse({ schedules: days })).toEqual({ schedules: expected });
  });

  it("reports every invalid field at once, keyed by day, slot and field", () => {
    const errors = errorsOf({
      schedules: week({
        0: [{ start_time: "25:00" }, { start_time: "10:00", duration: 10 }],
        2: [{ start_time: "09:00", capacity: 2 }],
        3: [{ start_time: "09:00", is_demo_slot: true, capacity: 7 }],
        4: [{ start_time: "09:00", duration: 300, subject_id: "x" }],
      }),
    });
    expect(errors).toEqual({
      "schedules.0.0.start_time": [SLOT_MESSAGES.startTime],
      "schedules.0.1.duration": [SLOT_MESSAGES.duration],
      "schedules.2.0.capacity": [SLOT_MESSAGES.regularCapacity],
      "schedules.3.0.capacity": [SLOT_MESSAGES.demoCapacity],
      "schedules.4.0.duration": [SLOT_MESSAGES.duration],
      "schedules.4.0.subject_id": [SLOT_MESSAGES.subject],
    });
  });

  it("needs exactly 7 day lists", () => {
    expect(errorsOf({ schedules: [[], []] })).toEqual({ schedules: [SLOT_MESSAGES.week] });
    expect(errorsOf({})).toEqual({ schedules: [SLOT_MESSAGES.week] });
    expect(errorsOf({ schedules: week({}).map((d, i) => (i === 2 ? "x" : d)) })).toEqual({
      "schedules.2": [SLOT_MESSAGES.day],
    });
  });

  it("refuses overlapping slots of one day, naming the slot they run into", () => {
    const errors = errorsOf(
      week({
        1: [
          { start_time: "18:00", duration: 90 },
          { start_time: "19:00" },
          { start_time: "19:30" },
        ],
      }),
    );
    expect(errors).toEqual({
      "schedules.1.1.start_time": ["Overlaps the 18:00–19:30 slot on Monday."],
      "schedules.1.2.start_time": ["Overlaps the 19:00–20:00 slot on Monday."],
    });
  });

  it("refuses two slots at the same time and a slot running past midnight into the next", () => {
    expect(errorsOf(week({ 2: [{ start_time: "08:00" }, { start_time: "08:00" }] }))).toEqual({
      "schedules.2.1.start_time": ["Overlaps the 08:00–09:00 slot on Tuesday."],
    });
    expect(errorsOf(week({ 6: [{ start_time: "23:30" }], 0: [{ start_time: "00:15" }] }))).toEqual({
      "schedules.0.0.start_time": ["Overlaps the 23:30–00:30 slot on Saturday."],
    });
  });

  it("accepts back-to-back slots and reports a day with more than 24", () => {
    expect(errorsOf(week({ 3: [{ start_time: "10:00" }, { start_time: "11:00" }] }))).toEqual({});
    const many = Array.from({ length: 25 }, (_, i) => ({
      start_time: clockText(i * 30),
      duration: 15,
    }));
    expect(errorsOf(week({ 5: many }))).toEqual({ "schedules.5": [SLOT_MESSAGES.perDay] });
  });

  it("reports format and overlap problems together", () => {
    const errors = errorsOf(
      week({ 1: [{ start_time: "9am" }, { start_time: "10:00" }, { start_time: "10:30" }] }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      "schedules.1.0.start_time",
      "schedules.1.2.start_time",
    ]);
  });
});

describe("clock times", () => {
  it("reads HH:MM, H:MM and HH:MM:SS and nothing else", () => {
    expect(clockMinutes("18:30")).toBe(1110);
    expect(clockMinutes("7:05")).toBe(425);
    expect(clockMinutes("07:05:00")).toBe(425);
    for (const bad of ["24:00", "12:60", "1230", "", "12:3", " 12:30"]) {
      expect(clockMinutes(bad)).toBeNull();
    }
  });
});

/** Brute force: mark every minute of the week a slot covers (wrapping past Saturday). */
function overlapsByMinutes(slots: readonly WeekSlot[]): boolean {
  const used = new Uint8Array(MINUTES_PER_WEEK);
  for (const s of slots) {
    for (let m = 0; m < s.duration; m++) {
      const at = (s.day * 1440 + s.start + m) % MINUTES_PER_WEEK;
      if (used[at]) return true;
      used[at] = 1;
    }
  }
  return false;
}

const slotArb = fc.record({
  day: fc.integer({ min: 0, max: 6 }),
  start: fc.integer({ min: 0, max: 1439 }),
  duration: fc.integer({ min: 15, max: 240 }),
});

describe("overlap detection (property)", () => {
  it("finds an overlap exactly when two slots share a minute of the week", () => {
    fc.assert(
      fc.property(fc.array(slotArb, { maxLength: 12 }), (raw) => {
        const slots = raw.map((s, index) => ({ ...s, index }));
        expect(findOverlaps(slots).length > 0).toBe(overlapsByMinutes(slots));
      }),
      { numRuns: 300 },
    );
  });

  it("accepts any week of slots laid end to end, and refuses it with one slot moved into another", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 15, max: 240 }), { minLength: 2, maxLength: 20 }),
        fc.integer({ min: 0, max: 1000 }),
        (durations, offset) => {
          let at = offset;
          const days = week({});
          for (const duration of durations) {
            days[Math.floor(at / 1440) % 7]!.push({ start_time: clockText(at), duration });
            at += duration;
          }
          if (at - offset > MINUTES_PER_WEEK) return;
          expect(weekSchema.safeParse(days).success).toBe(true);
          // The second slot now starts one minute before the first one ends.
          const first = Math.floor(offset / 1440) % 7;
          const clash = clockText(offset + durations[0]! - 1);
          const moved = days.map((d) => [...d]);
          moved[Math.floor((offset + durations[0]! - 1) / 1440) % 7]!.push({
            start_time: clash,
            duration: 15,
          });
          expect(weekSchema.safeParse(moved).success, `day ${first}`).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
