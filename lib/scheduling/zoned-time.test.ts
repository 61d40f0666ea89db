import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  fromWallTime,
  toWallTime,
  weekDates,
  weekdayOf,
  zoneLabel,
  zoneOffsetMinutes,
} from "./zoned-time";

const ZONES = [
  "Asia/Kolkata",
  "America/New_York",
  "America/Los_Angeles",
  "Europe/London",
  "Australia/Sydney",
  "Asia/Dubai",
  "Pacific/Auckland",
  "America/Sao_Paulo",
  "Asia/Kathmandu",
  "UTC",
];

const dateArb = fc
  .date({
    min: new Date("2024-01-01T00:00:00Z"),
    max: new Date("2030-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

describe("wall time in IANA zones", () => {
  it("knows India is +330 minutes and New York moves with DST", () => {
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2026-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
  });

  it("puts a local slot at the teacher's local time on any date (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), dateArb, timeArb, (zone, date, time) => {
        const instant = fromWallTime(date, time, zone);
        const back = toWallTime(instant, zone);
        // Except inside a spring-forward gap, the wall clock shows exactly the slot's time.
        const gap = back.time !== time || back.date !== date;
        if (gap)
          expect(instant.getTime() - fromWallTime(date, "00:00", zone).getTime()).toBeGreaterThan(
            0,
          );
        else expect(back).toMatchObject({ date, time });
      }),
    );
  });

  it("converts an instant to any viewer zone and back without loss (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2024, 0, 1) / 60000, max: Date.UTC(2030, 11, 31) / 60000 }),
        (zone, minutes) => {
          const instant = new Date(minutes * 60000);
          const wall = toWallTime(instant, zone);
          const back = fromWallTime(wall.date, wall.time, zone);
          // A repeated autumn hour maps back to its first occurrence: the same wall time.
          expect(toWallTime(back, zone)).toEqual(wall);
        },
      ),
    );
  });

  it("shows an India teacher's 7 pm slot at the right US time across the US DST change", () => {
    // 19:00 IST = 13:30 UTC: 08:30 in New York before 8 March 2026 (EST), 09:30 after (EDT).
    const before = fromWallTime("2026-03-06", "19:00", "Asia/Kolkata");
    const after = fromWallTime("2026-03-09", "19:00", "Asia/Kolkata");
    expect(before.toISOString()).toBe("2026-03-06T13:30:00.000Z");
    expect(toWallTime(before, "America/New_York").time).toBe("08:30");
    expect(toWallTime(after, "America/New_York").time).toBe("09:30");
  });

  it("moves a skipped spring-forward time forward and takes the first of a repeated time", () => {
    const skipped = fromWallTime("2026-03-08", "02:30", "America/New_York");
    expect(toWallTime(skipped, "America/New_York").time).toBe("03:30");
    const repeated = fromWallTime("2026-11-01", "01:30", "America/New_York");
    expect(repeated.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });
});

describe("calendar helpers", () => {
  it("adds days across months and years and names weekdays", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekdayOf("2026-11-22")).toBe(0);
  });

  it("gives the Sunday-first week of now in the zone, moved by weekStatus", () => {
    // Saturday 21 Nov 2026, 20:00 UTC is already Sunday 22 Nov in Kolkata.
    const now = new Date("2026-11-21T20:00:00Z");
    expect(weekDates(now, "America/New_York")[0]).toBe("2026-11-15");
    expect(weekDates(now, "Asia/Kolkata")[0]).toBe("2026-11-22");
    expect(weekDates(now, "Asia/Kolkata", 1)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(weekDates(now, "Asia/Kolkata", -1)[6]).toBe("2026-11-21");
  });

  it("labels Kolkata (IST) under both names", () => {
    const at = new Date("2026-01-15T00:00:00Z");
    expect(zoneLabel("Asia/Kolkata", at)).toBe("(IST)");
    expect(zoneLabel("Asia/Calcutta", at)).toBe("(IST)");
    expect(zoneLabel("Europe/London", new Date("2026-07-01T00:00:00Z"))).toBe("(GMT+1)");
  });
});
