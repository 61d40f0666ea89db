import { describe, expect, it } from "vitest";
import { POINT_REASON_LABELS, POINT_REASONS, POINTS, pointsFor, STREAK_WEEKS } from "./rules";
import { currentRun, streakRefFor } from "./streak";

describe("points rules", () => {
  it("fixed reasons are worth their points whatever the amount", () => {
    expect(pointsFor("attendance")).toBe(POINTS.attendance);
    expect(pointsFor("rating", 99)).toBe(POINTS.rating);
    expect(pointsFor("survey")).toBe(POINTS.survey);
    expect(pointsFor("streak")).toBe(POINTS.streak);
  });

  it("an activity is worth its marks; an adjustment its signed amount", () => {
    expect(pointsFor("activity", 10)).toBe(10);
    expect(pointsFor("adjustment", -15)).toBe(-15);
    expect(() => pointsFor("activity")).toThrow();
    expect(() => pointsFor("activity", -3)).toThrow();
    expect(() => pointsFor("adjustment", 0)).toThrow();
    expect(() => pointsFor("activity", 2.5)).toThrow();
  });

  it("every reason has a label for parents and earns something", () => {
    for (const reason of POINT_REASONS) expect(POINT_REASON_LABELS[reason]).toBeTruthy();
    for (const points of Object.values(POINTS)) expect(points).toBeGreaterThan(0);
  });
});

describe("streaks", () => {
  it("counts the consecutive weeks ending with the latest", () => {
    expect(currentRun([])).toBeNull();
    expect(currentRun(["2026-11-23"])).toEqual({ start: "2026-11-23", length: 1 });
    expect(currentRun(["2026-11-09", "2026-11-23", "2026-11-16", "2026-11-16"])).toEqual({
      start: "2026-11-09",
      length: 3,
    });
    // A missed week breaks the run.
    expect(currentRun(["2026-10-26", "2026-11-09", "2026-11-16", "2026-11-23"])).toEqual({
      start: "2026-11-09",
      length: 3,
    });
    expect(currentRun(["2026-11-02", "2026-11-23"])).toEqual({ start: "2026-11-23", length: 1 });
  });

  it("crosses a daylight-saving change and a year end", () => {
    expect(currentRun(["2026-12-28", "2027-01-04", "2026-12-21"])?.length).toBe(3);
    expect(currentRun(["2026-10-26", "2026-11-02"])?.length).toBe(2);
  });

  it("a bonus at each multiple of STREAK_WEEKS, named by the run", () => {
    expect(streakRefFor(null)).toBeNull();
    expect(streakRefFor({ start: "2026-11-09", length: STREAK_WEEKS - 1 })).toBeNull();
    expect(streakRefFor({ start: "2026-11-09", length: STREAK_WEEKS })).toBe(
      `streak:2026-11-09:${STREAK_WEEKS}`,
    );
    expect(streakRefFor({ start: "2026-11-09", length: STREAK_WEEKS + 1 })).toBeNull();
    expect(streakRefFor({ start: "2026-11-09", length: 2 * STREAK_WEEKS })).toBe(
      `streak:2026-11-09:${2 * STREAK_WEEKS}`,
    );
  });
});
