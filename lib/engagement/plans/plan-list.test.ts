import { describe, expect, it } from "vitest";
import { addMonths, allocate } from "./plan-list";

describe("plan list", () => {
  it("spreads held then booked classes over plans, oldest first", () => {
    const plans = [{ total: 4 }, { total: 6 }];
    expect(allocate(plans, 3, 2).map((a) => [a.held, a.booked, a.left])).toEqual([
      [3, 1, 0],
      [0, 1, 5],
    ]);
    expect(allocate(plans, 5, 0).map((a) => [a.held, a.booked, a.left])).toEqual([
      [4, 0, 0],
      [1, 0, 5],
    ]);
    // More classes than bought: nothing goes negative.
    expect(allocate(plans, 12, 3).map((a) => a.left)).toEqual([0, 0]);
  });

  it("validity months clamp to the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-24", 12)).toBe("2027-11-24");
    expect(addMonths("2028-02-29", 12)).toBe("2029-02-28");
  });
});
