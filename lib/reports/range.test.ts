import { describe, expect, it } from "vitest";
import { isAppError } from "../errors";
import { daysInRange, isCalendarDate, resolveRange } from "./range";

const now = new Date("2026-03-10T20:00:00Z"); // 11 March, 01:30 in India

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return { status: error.status, fields: error.fieldErrors };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("resolveRange", () => {
  it("defaults to the 30 days up to today in the zone", () => {
    const r = resolveRange({}, "Asia/Kolkata", now);
    expect(r).toMatchObject({ from: "2026-02-10", to: "2026-03-11" });
    expect(r.start.toISOString()).toBe("2026-02-09T18:30:00.000Z");
    expect(r.end.toISOString()).toBe("2026-03-11T18:30:00.000Z");
    expect(resolveRange({}, "UTC", now).to).toBe("2026-03-10");
  });

  it("takes 30 days from or to one given side", () => {
    expect(resolveRange({ from: "2026-01-01" }, "UTC", now)).toMatchObject({ to: "2026-01-30" });
    expect(resolveRange({ to: "2026-01-30" }, "UTC", now)).toMatchObject({ from: "2026-01-01" });
  });

  it("counts whole days across a DST change in the zone", () => {
    const r = resolveRange({ from: "2026-03-08", to: "2026-03-08" }, "America/New_York", now);
    expect(r.end.getTime() - r.start.getTime()).toBe(23 * 3_600_000);
  });

  it("allows 366 days and refuses 367, reversed ranges, impossible dates and unknown zones", () => {
    expect(resolveRange({ from: "2024-01-01", to: "2024-12-31" }, "UTC", now).to).toBe(
      "2024-12-31",
    );
    expect(
      refusal(() => resolveRange({ from: "2024-01-01", to: "2025-01-01" }, "UTC", now)),
    ).toMatchObject({ status: 400, fields: { to: expect.any(Array) } });
    expect(
      refusal(() => resolveRange({ from: "2026-02-02", to: "2026-02-01" }, "UTC", now)),
    ).toMatchObject({ status: 400, fields: { from: expect.any(Array) } });
    expect(refusal(() => resolveRange({ from: "2026-02-30" }, "UTC", now))).toMatchObject({
      status: 400,
      fields: { from: expect.any(Array) },
    });
    expect(refusal(() => resolveRange({ to: "10/03/2026" }, "UTC", now))).toMatchObject({
      status: 400,
      fields: { to: expect.any(Array) },
    });
    expect(refusal(() => resolveRange({}, "Mars/Base", now))).toMatchObject({ status: 400 });
  });

  it("checks calendar dates and counts days inclusively", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(daysInRange("2026-01-01", "2026-01-01")).toBe(1);
    expect(daysInRange("2026-01-01", "2026-12-31")).toBe(365);
  });
});
