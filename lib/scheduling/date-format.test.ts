import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatDateIn,
  formatLongDate,
  formatShortDate,
  formatTimeIn,
  formatWhenIn,
  ordinal,
} from "./date-format";
import { fromWallTime } from "./zoned-time";

const IST = "Asia/Kolkata";
const NEW_YORK = "America/New_York";

describe("the date formats of spec 3 section 9", () => {
  it("writes dates as 'DD MMMM, yyyy' and times as 'hh:mm A'", () => {
    expect(formatLongDate("2026-03-01")).toBe("01 March, 2026");
    expect(formatLongDate("2026-12-25")).toBe("25 December, 2026");
    expect(formatShortDate("2026-03-01")).toBe("Sun, 1 Mar");
    expect(formatClock("00:05")).toBe("12:05 AM");
    expect(formatClock("09:30")).toBe("09:30 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("17:45")).toBe("05:45 PM");
  });

  it("writes day ordinals, teens included", () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 31];
    expect(days.map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "24th",
      "31st",
    ]);
  });

  it("shows a moment like 'Monday, 3rd Jan at 05:00 PM', in the viewer's zone, Kolkata as (IST)", () => {
    const moment = fromWallTime("2022-01-03", "17:00", IST);
    expect(formatWhenIn(moment, IST)).toBe("Monday, 3rd Jan at 05:00 PM (IST)");
    expect(formatTimeIn(moment, IST)).toBe("05:00 PM (IST)");
    expect(formatDateIn(moment, IST)).toBe("03 January, 2022");
    // The same moment in New York is that morning.
    expect(formatWhenIn(moment, NEW_YORK)).toBe("Monday, 3rd Jan at 06:30 AM (EST)");
  });

  it("follows daylight saving time and crosses midnight by the zone, not by a fixed offset", () => {
    // 19:00 in India is 08:30 in New York before 8 March 2026 and 09:30 after it.
    const before = fromWallTime("2026-03-06", "19:00", IST);
    const after = fromWallTime("2026-03-13", "19:00", IST);
    expect(formatTimeIn(before, NEW_YORK)).toBe("08:30 AM (EST)");
    expect(formatTimeIn(after, NEW_YORK)).toBe("09:30 AM (EDT)");
    const lateNight = fromWallTime("2026-07-01", "23:30", NEW_YORK);
    expect(formatWhenIn(lateNight, NEW_YORK)).toBe("Wednesday, 1st Jul at 11:30 PM (EDT)");
    expect(formatWhenIn(lateNight, IST)).toBe("Thursday, 2nd Jul at 09:00 AM (IST)");
    expect(formatDateIn(lateNight, IST)).toBe("02 July, 2026");
  });
});
