import { describe, expect, it } from "vitest";
import { toWallTime } from "../zoned-time";
import { planWeekly } from "./weekly-plan";

// Tuesday 10 March 2026, 12:00 in India.
const now = new Date("2026-03-10T06:30:00Z");
const monday = { id: 1, dayOfWeek: 1, startTime: "17:00:00", durationMinutes: 60 };
const tuesday = { id: 2, dayOfWeek: 2, startTime: "10:00:00", durationMinutes: 60 };

describe("planWeekly", () => {
  it("takes the next dates of two weekly times in time order", () => {
    const plan = planWeekly([monday, tuesday], 4, "Asia/Kolkata", now);
    expect(plan.map((p) => `${p.slotId}_${p.date}`)).toEqual([
      "1_2026-03-16",
      "2_2026-03-17",
      "1_2026-03-23",
      "2_2026-03-24",
    ]);
    expect(toWallTime(plan[0]!.startsAt, "Asia/Kolkata").time).toBe("17:00");
  });

  it("skips today's time once it has begun", () => {
    const plan = planWeekly([tuesday], 1, "Asia/Kolkata", now);
    expect(plan[0]!.date).toBe("2026-03-17");
  });

  it("keeps the teacher's local time across a daylight-saving change", () => {
    const plan = planWeekly([monday], 3, "America/New_York", new Date("2026-03-01T12:00:00Z"));
    expect(plan.map((p) => toWallTime(p.startsAt, "America/New_York").time)).toEqual([
      "17:00",
      "17:00",
      "17:00",
    ]);
    expect(plan[0]!.startsAt.getUTCHours()).toBe(22);
    expect(plan[1]!.startsAt.getUTCHours()).toBe(21);
  });

  it("books 8 weekly classes at one time over 8 weeks", () => {
    const plan = planWeekly([monday], 8, "Asia/Kolkata", now);
    expect(plan).toHaveLength(8);
    expect(plan.at(-1)!.date).toBe("2026-05-04");
  });
});
