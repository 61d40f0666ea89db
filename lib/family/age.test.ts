import { describe, expect, it } from "vitest";
import { ageError, ageOn, childAgeError, parseDob, utcDateOf } from "./age";
import { FAMILY_MESSAGES as M } from "./messages";

describe("ageOn", () => {
  it("counts the birthday itself", () => {
    expect(ageOn("2016-05-10", "2026-05-10")).toBe(10);
    expect(ageOn("2016-05-10", "2026-05-09")).toBe(9);
    expect(ageOn("2016-05-10", "2026-05-11")).toBe(10);
  });

  it("a 29 February child turns a year older on 1 March of a common year", () => {
    expect(ageOn("2016-02-29", "2026-02-28")).toBe(9);
    expect(ageOn("2016-02-29", "2026-03-01")).toBe(10);
    expect(ageOn("2016-02-29", "2028-02-29")).toBe(12);
    expect(ageOn("2016-02-29", "2028-02-28")).toBe(11);
  });

  it("answers null for impossible dates and dates before birth", () => {
    expect(ageOn("2015-02-29", "2026-01-01")).toBeNull();
    expect(ageOn("2016-04-31", "2026-01-01")).toBeNull();
    expect(ageOn("2020-01-02", "2020-01-01")).toBeNull();
    expect(ageOn("2020-01-01", "2020-01-01")).toBe(0);
  });

  it("crosses the year end by calendar, not by days", () => {
    expect(ageOn("2015-12-31", "2025-12-31")).toBe(10);
    expect(ageOn("2016-01-01", "2025-12-31")).toBe(9);
  });
});

describe("childAgeError (4–14)", () => {
  const today = "2026-11-24";
  it("4th birthday today is allowed, the day before is too young", () => {
    expect(childAgeError("2022-11-24", today)).toBeNull();
    expect(childAgeError("2022-11-25", today)).toBe("Age must be at least 4 years.");
  });
  it("14 until the 15th birthday; the 15th birthday today is too old", () => {
    expect(childAgeError("2011-11-25", today)).toBeNull();
    expect(childAgeError("2011-11-24", today)).toBe("Age must not be greater then 14 years.");
  });
  it("refuses an invalid or future date", () => {
    expect(childAgeError("2019-02-30", today)).toBe(M.dobInvalid);
    expect(childAgeError("2026-11-25", today)).toBe(M.dobInFuture);
  });
  it("ageError on a declared age", () => {
    expect(ageError(3)).toBe(M.ageTooYoung);
    expect(ageError(4)).toBeNull();
    expect(ageError(14)).toBeNull();
    expect(ageError(15)).toBe(M.ageTooOld);
  });
});

describe("parseDob", () => {
  it("reads ISO and the legacy day-first forms", () => {
    expect(parseDob("2016-05-10")).toBe("2016-05-10");
    expect(parseDob(" 10-05-2016 ")).toBe("2016-05-10");
    expect(parseDob("10/05/2016")).toBe("2016-05-10");
  });
  it("refuses non-dates", () => {
    expect(parseDob("2016-13-01")).toBeNull();
    expect(parseDob("1899-12-31")).toBeNull();
    expect(parseDob("yesterday")).toBeNull();
    expect(parseDob("")).toBeNull();
  });
  it("utcDateOf is the UTC calendar date", () => {
    expect(utcDateOf(new Date("2026-11-24T23:30:00-05:00"))).toBe("2026-11-25");
  });
});
