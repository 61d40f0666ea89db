import { describe, expect, it } from "vitest";
import { buildClassHistory, HISTORY_DAYS } from "./class-history";

const now = new Date("2026-05-13T09:00:00Z");

describe("buildClassHistory", () => {
  const history = buildClassHistory(now);

  it("is the same on every run and lies wholly in the eight weeks before today", () => {
    expect(buildClassHistory(now)).toEqual(history);
    const first = now.getTime() - (HISTORY_DAYS + 1) * 86_400_000;
    for (const c of history) {
      expect(c.endsAt.getTime()).toBeLessThan(now.getTime());
      expect(c.startsAt.getTime()).toBeGreaterThan(first);
    }
    // Six weekly classes for eight weeks, and three Saturday group demos.
    expect(history.filter((c) => !c.isDemo)).toHaveLength(48);
    expect(history.filter((c) => c.isDemo)).toHaveLength(3);
  });

  it("never overlaps two classes of the teacher", () => {
    const sorted = [...history].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(sorted[i - 1]!.endsAt.getTime());
    }
  });

  it("mixes every outcome, late starts and last-minute cancellations", () => {
    const outcomes = new Set(history.flatMap((c) => c.seats.map((s) => s.outcome)));
    expect([...outcomes].sort()).toEqual(
      ["attended", "leave", "missed", "not_started", "teacher_cancelled"].sort(),
    );
    const attended = history.flatMap((c) => c.seats).filter((s) => s.outcome === "attended");
    expect(attended.length / history.length).toBeGreaterThan(0.55);
    expect(history.some((c) => (c.meetingAfterMinutes ?? 0) > 10)).toBe(true);
    expect(history.some((c) => (c.meetingAfterMinutes ?? 0) > 2)).toBe(true);
    const cancelHours = history.flatMap((c) => c.seats.map((s) => s.cancelledHoursBefore));
    expect(cancelHours.some((h) => h !== null && h < 24)).toBe(true);
    expect(history.flatMap((c) => c.seats).some((s) => s.rating !== null)).toBe(true);
  });

  it("keeps the demo accounts out of free demos and every cancelled class without a meeting", () => {
    for (const c of history) {
      if (c.isDemo) for (const s of c.seats) expect(typeof s.seat).toBe("number");
      if (c.status === 5 || c.status === 1) expect(c.meetingAfterMinutes).toBeNull();
      if (c.status !== 5) expect(c.title).toBeTruthy();
    }
  });
});
