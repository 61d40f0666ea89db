import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateRange, expandSlots } from "./expand-slots";
import { toWallTime } from "./zoned-time";

const slot = (id: number, dayOfWeek: number, startTime: string, durationMinutes = 60) => ({
  id,
  dayOfWeek,
  startTime,
  durationMinutes,
});

describe("slot expansion", () => {
  it("gives each weekly slot on its weekdays, in time order", () => {
    const slots = [slot(1, 1, "18:00:00"), slot(2, 1, "09:30"), slot(3, 3, "07:00", 45)];
    const out = expandSlots(slots, dateRange("2026-11-22", 7), "Asia/Kolkata");
    expect(out.map((o) => [o.slot.id, o.date, o.startsAt.toISOString()])).toEqual([
      [2, "2026-11-23", "2026-11-23T04:00:00.000Z"],
      [1, "2026-11-23", "2026-11-23T12:30:00.000Z"],
      [3, "2026-11-25", "2026-11-25T01:30:00.000Z"],
    ]);
    expect(out[2]!.endsAt.toISOString()).toBe("2026-11-25T02:15:00.000Z");
  });

  it("keeps a London teacher's 17:00 at 17:00 local across the clock change", () => {
    const out = expandSlots(
      [slot(1, 0, "17:00")],
      ["2026-03-22", "2026-03-29", "2026-04-05"],
      "Europe/London",
    );
    expect(out.map((o) => o.startsAt.toISOString())).toEqual([
      "2026-03-22T17:00:00.000Z",
      "2026-03-29T16:00:00.000Z",
      "2026-04-05T16:00:00.000Z",
    ]);
  });

  it("starts every occurrence at the teacher's local time (property)", () => {
    const zones = [
      "Asia/Kolkata",
      "America/New_York",
      "Europe/London",
      "Australia/Sydney",
      "America/Santiago",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 6, max: 22 }),
        fc.integer({ min: 0, max: 700 }),
        (zone, day, hour, offset) => {
          const time = `${String(hour).padStart(2, "0")}:00`;
          const start = new Date(Date.UTC(2026, 0, 1) + offset * 86400000)
            .toISOString()
            .slice(0, 10);
          for (const o of expandSlots([slot(1, day, time)], dateRange(start, 14), zone)) {
            expect(toWallTime(o.startsAt, zone)).toMatchObject({
              date: o.date,
              time,
              weekday: day,
            });
          }
        },
      ),
    );
  });
});
