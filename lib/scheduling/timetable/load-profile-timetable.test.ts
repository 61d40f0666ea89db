import { describe, expect, it } from "vitest";
import { weekStatusOf } from "./load-profile-timetable";
import { WEEK_STATUS_RANGE } from "./schemas";

describe("weekStatusOf (?week= of a teacher's profile)", () => {
  it("reads a whole week number within the timetable's range", () => {
    expect(weekStatusOf("2")).toBe(2);
    expect(weekStatusOf("-1")).toBe(-1);
    expect(weekStatusOf(["3", "5"])).toBe(3);
    expect(weekStatusOf(String(WEEK_STATUS_RANGE.max))).toBe(WEEK_STATUS_RANGE.max);
    expect(weekStatusOf(String(WEEK_STATUS_RANGE.min))).toBe(WEEK_STATUS_RANGE.min);
  });

  it("falls back to this week for anything else", () => {
    for (const value of [undefined, "", "x", "1.5", String(WEEK_STATUS_RANGE.max + 1)]) {
      expect(weekStatusOf(value)).toBe(0);
    }
    expect(weekStatusOf(String(WEEK_STATUS_RANGE.min - 1))).toBe(0);
  });
});
