import { describe, expect, it } from "vitest";
import { ageOn, readDate } from "./age";

describe("ageOn", () => {
  it("counts the birthday itself", () => {
    expect(ageOn("2016-05-10", "2026-05-10")).toBe(10);
    expect(ageOn("2016-05-10", "2026-05-09")).toBe(9);
  });
  it("reads 29 February birthdays as 1 March in other years", () => {
    expect(ageOn("2016-02-29", "2026-02-28")).toBe(9);
    expect(ageOn("2016-02-29", "2026-03-01")).toBe(10);
    expect(ageOn("2016-02-29", "2028-02-29")).toBe(12);
  });
  it("refuses impossible dates", () => {
    expect(ageOn("2016-04-31", "2026-01-01")).toBeNull();
    expect(readDate("10/05/2016")).toBeNull();
    expect(readDate("2015-02-29")).toBeNull();
  });
});
