import { describe, expect, it } from "vitest";
import { leadStart } from "./save-demo-lead";
import { TEACHING_HOURS, teachingTimes, withinTeachingHours } from "./teaching-hours";

describe("teaching hours", () => {
  it("take the first and last start and refuse the rest", () => {
    expect(withinTeachingHours(TEACHING_HOURS.first)).toBe(true);
    expect(withinTeachingHours(TEACHING_HOURS.last)).toBe(true);
    for (const t of ["07:59", "21:01", "24:00", "9:00", "noon"]) {
      expect(withinTeachingHours(t)).toBe(false);
    }
    expect(teachingTimes()[0]).toBe("08:00");
    expect(teachingTimes().at(-1)).toBe("21:00");
  });

  it("place a lead's start in the visitor's zone and refuse the past", () => {
    const now = new Date("2026-11-20T10:00:00Z");
    expect(leadStart("2026-11-21", "09:00", "America/New_York", now)?.toISOString()).toBe(
      "2026-11-21T14:00:00.000Z",
    );
    // 15:00 in Kolkata on the same day is 09:30 UTC: already past.
    expect(leadStart("2026-11-20", "15:00", "Asia/Kolkata", now)).toBeNull();
    expect(leadStart("2026-11-20", "16:00", "Asia/Kolkata", now)).not.toBeNull();
    expect(leadStart("2026-02-31", "10:00", "Asia/Kolkata", now)).toBeNull();
  });
});
