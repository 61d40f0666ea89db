import { describe, expect, it } from "vitest";
import { describeWeek } from "./describe-week";

const slot = (start_time: string, duration: number, demo = false) => ({
  start_time,
  duration,
  is_demo_slot: demo,
  capacity: demo ? 4 : 1,
  subject_id: null,
});

describe("a teacher's week for people", () => {
  it("lists each day's slots in the teacher's zone with the zone's current label", () => {
    const week = Array.from({ length: 7 }, () => [] as ReturnType<typeof slot>[]);
    week[1] = [slot("18:00", 60)];
    week[6] = [slot("10:00", 45, true)];
    const india = describeWeek(week, "Asia/Kolkata", new Date("2026-07-01T00:00:00Z"));
    expect(india.label).toBe("(IST)");
    expect(india.days.map((d) => [d.weekDay, d.slots.map((s) => s.time)])).toEqual([
      ["Sunday", []],
      ["Monday", ["06:00 PM – 07:00 PM"]],
      ["Tuesday", []],
      ["Wednesday", []],
      ["Thursday", []],
      ["Friday", []],
      ["Saturday", ["10:00 AM – 10:45 AM"]],
    ]);
    expect(india.days[6]!.slots[0]).toMatchObject({ isDemoSlot: true, capacity: 4 });
    // London in summer and in winter: same wall times, different labels.
    expect(describeWeek(week, "Europe/London", new Date("2026-07-01T00:00:00Z")).label).toBe(
      "(GMT+1)",
    );
    expect(
      describeWeek(week, "Europe/London", new Date("2026-12-01T00:00:00Z")).days[1]!.slots[0]!.time,
    ).toBe("06:00 PM – 07:00 PM");
  });
});
