import { describe, expect, it } from "vitest";
import { fromWallTime, toWallTime } from "@/lib/scheduling/zoned-time";
import { DAY_PARTS, dayPartWindows, searchWindows } from "./day-parts";

const NEW_YORK = "America/New_York";

describe("the search's parts of the day", () => {
  it("are back to back: morning, afternoon, evening", () => {
    expect(DAY_PARTS.morning.to).toBe(DAY_PARTS.afternoon.from);
    expect(DAY_PARTS.afternoon.to).toBe(DAY_PARTS.evening.from);
  });

  it("gives one window a viewer day for the coming week, at the viewer's wall-clock hours", () => {
    const now = fromWallTime("2026-01-05", "13:00", "Asia/Kolkata");
    const windows = dayPartWindows("evening", "Asia/Kolkata", now);
    expect(windows).toHaveLength(7);
    for (const w of windows) {
      expect(toWallTime(w.start, "Asia/Kolkata").time).toBe("17:00");
      expect(toWallTime(w.end, "Asia/Kolkata").time).toBe("22:00");
    }
    // Today's morning is over: it starts tomorrow; the eighth morning is past the week.
    const mornings = dayPartWindows("morning", "Asia/Kolkata", now);
    expect(toWallTime(mornings[0]!.start, "Asia/Kolkata").date).toBe("2026-01-06");
    expect(mornings).toHaveLength(7);
  });

  it("clips a part of the day that has begun to now", () => {
    const now = fromWallTime("2026-01-05", "14:30", NEW_YORK);
    const [first] = dayPartWindows("afternoon", NEW_YORK, now);
    expect(first).toEqual({ start: now, end: fromWallTime("2026-01-05", "17:00", NEW_YORK) });
  });

  it("follows the viewer's DST: a New York morning moves an hour in UTC across 8 March 2026", () => {
    const now = fromWallTime("2026-03-05", "00:00", NEW_YORK);
    const windows = dayPartWindows("morning", NEW_YORK, now);
    const utcHours = windows.map((w) => [w.start.toISOString().slice(0, 13), w.end.getUTCHours()]);
    expect(utcHours[0]).toEqual(["2026-03-05T10", 17]); // EST: 05:00 = 10:00 UTC
    expect(utcHours[4]).toEqual(["2026-03-09T09", 16]); // EDT: 05:00 = 09:00 UTC
    for (const w of windows) expect(toWallTime(w.start, NEW_YORK).time).toBe("05:00");
  });
});

describe("searchWindows (day and time together)", () => {
  // A Wednesday morning in UTC; the viewer is in New York (UTC-5 in February).
  const wednesday = new Date("2026-02-25T12:00:00Z");

  it("is null without day and time", () => {
    expect(searchWindows({}, "America/New_York", wednesday)).toBeNull();
  });

  it("gives the whole of that day of the viewer's week, in their zone", () => {
    expect(searchWindows({ day: "fri" }, "America/New_York", wednesday)).toEqual([
      { start: new Date("2026-02-27T05:00:00Z"), end: new Date("2026-02-28T05:00:00Z") },
    ]);
  });

  it("gives that part of that day with time", () => {
    expect(searchWindows({ day: "fri", time: "evening" }, "America/New_York", wednesday)).toEqual([
      { start: new Date("2026-02-27T22:00:00Z"), end: new Date("2026-02-28T03:00:00Z") },
    ]);
    expect(searchWindows({ day: "fri", time: "evening" }, "Asia/Kolkata", wednesday)).toEqual([
      { start: new Date("2026-02-27T11:30:00Z"), end: new Date("2026-02-27T16:30:00Z") },
    ]);
  });
});
