import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatOccurrenceId, isCalendarDate, parseOccurrenceId } from "./occurrence-id";

describe("demo occurrence ids", () => {
  it("name a slot and a teacher-local date", () => {
    expect(formatOccurrenceId({ slotId: 42, date: "2025-03-14" })).toBe("42_2025-03-14");
    expect(parseOccurrenceId("42_2025-03-14")).toEqual({ slotId: 42, date: "2025-03-14" });
    expect(parseOccurrenceId(" 7_2024-02-29 ")).toEqual({ slotId: 7, date: "2024-02-29" });
  });

  it("refuse anything else", () => {
    for (const bad of [
      "",
      null,
      undefined,
      "42",
      "0_2025-03-14",
      "042_2025-03-14",
      "42-2025-03-14",
      "42_2025-3-14",
      "42_2025-02-30",
      "42_2023-02-29",
      "99999999999_2025-03-14",
      "3000000000_2025-03-14",
      "42_2025-03-14x",
    ]) {
      expect(parseOccurrenceId(bad), String(bad)).toBeNull();
    }
  });

  it("round-trip for any slot id and date", () => {
    const day = fc
      .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
      .map((t) => new Date(t).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), day, (slotId, date) => {
        expect(parseOccurrenceId(formatOccurrenceId({ slotId, date }))).toEqual({ slotId, date });
      }),
    );
  });

  it("know real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-13-01")).toBe(false);
    expect(isCalendarDate("2025-1-01")).toBe(false);
  });
});
