import { describe, expect, it } from "vitest";
import { mayReschedule, RESCHEDULE_FREE_HOURS } from "./policy";

const now = new Date("2026-03-10T10:00:00Z");
const hoursLater = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe("reschedule policy", () => {
  it("is 24 hours", () => expect(RESCHEDULE_FREE_HOURS).toBe(24));
  it("allows a class exactly 24 hours or more away", () => {
    expect(mayReschedule(hoursLater(24), now)).toBe(true);
    expect(mayReschedule(hoursLater(72), now)).toBe(true);
  });
  it("refuses a class sooner than 24 hours, or past", () => {
    expect(mayReschedule(hoursLater(23.99), now)).toBe(false);
    expect(mayReschedule(hoursLater(-1), now)).toBe(false);
  });
});
