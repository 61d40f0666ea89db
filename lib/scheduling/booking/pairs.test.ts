import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "./messages";
import { MAX_PAIRS, pairTimetableDates } from "./pairs";

describe("pairing comma lists of timetable ids and dates", () => {
  it("pairs the n-th id with the n-th date, spaces and empty parts aside", () => {
    expect(pairTimetableDates("12, 15,", "2025-03-14 ,2025-03-16")).toEqual({
      ok: true,
      pairs: [
        { slotId: 12, date: "2025-03-14" },
        { slotId: 15, date: "2025-03-16" },
      ],
    });
    expect(pairTimetableDates("7", "2025-03-14")).toEqual({
      ok: true,
      pairs: [{ slotId: 7, date: "2025-03-14" }],
    });
  });

  it("refuses lists of different length, empty lists, bad ids and bad dates", () => {
    const refused = { ok: false, message: BOOKING_MESSAGES.listsDiffer };
    expect(pairTimetableDates("12,15", "2025-03-14")).toEqual(refused);
    expect(pairTimetableDates("12", "2025-03-14,2025-03-15")).toEqual(refused);
    expect(pairTimetableDates("", "")).toEqual(refused);
    expect(pairTimetableDates("x", "2025-03-14")).toEqual(refused);
    expect(pairTimetableDates("0", "2025-03-14")).toEqual(refused);
    expect(pairTimetableDates("12", "2025-02-30")).toEqual(refused);
    expect(pairTimetableDates("12", "14/03/2025")).toEqual(refused);
  });

  it("refuses a class listed twice and too many classes", () => {
    expect(pairTimetableDates("12,12", "2025-03-14,2025-03-14")).toEqual({
      ok: false,
      message: BOOKING_MESSAGES.duplicatePair,
    });
    // The same slot on two dates is two classes.
    expect(pairTimetableDates("12,12", "2025-03-14,2025-03-21").ok).toBe(true);
    const n = MAX_PAIRS + 1;
    const many = pairTimetableDates(
      Array.from({ length: n }, (_, i) => String(i + 1)).join(","),
      Array.from({ length: n }, () => "2025-03-14").join(","),
    );
    expect(many.ok).toBe(false);
  });
});
