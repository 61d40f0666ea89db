import { describe, expect, it } from "vitest";
import {
  attendanceTotals,
  bucketAttendance,
  formatPercent,
  percent,
  punctualityBucket,
  roundTo,
  summarisePunctuality,
  withAttendanceTotal,
} from "./math";

describe("roundTo and percent", () => {
  it("rounds half away from zero without float surprises", () => {
    expect(roundTo(12.25)).toBe(12.3);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.25)).toBe(-2.3);
    expect(roundTo(2.24)).toBe(2.2);
  });

  it("gives one decimal and null for nothing to divide by", () => {
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(5, 5)).toBe(100);
    expect(percent(0, 4)).toBe(0);
    expect(percent(0, 0)).toBeNull();
    expect(formatPercent(null)).toBe("—");
    expect(formatPercent(66.7)).toBe("66.7%");
  });
});

describe("punctuality buckets", () => {
  it("puts each lateness in its bucket at the edges", () => {
    expect(punctualityBucket(null)).toBe("not_started");
    expect(punctualityBucket(-5)).toBe("on_time");
    expect(punctualityBucket(2)).toBe("on_time");
    expect(punctualityBucket(2.1)).toBe("late");
    expect(punctualityBucket(10)).toBe("late");
    expect(punctualityBucket(10.1)).toBe("very_late");
  });

  it("summarises counts, percentages and the average lateness (early counts as 0)", () => {
    const s = summarisePunctuality([-3, 1, 5, 15, null]);
    expect(s).toMatchObject({ total: 5, on_time: 2, late: 1, very_late: 1, not_started: 1 });
    expect(s.percent).toEqual({ on_time: 40, late: 20, very_late: 20, not_started: 20 });
    expect(s.average_minutes_late).toBe(5.3);
  });

  it("answers an empty report with zeros and no percentages", () => {
    const s = summarisePunctuality([]);
    expect(s.total).toBe(0);
    expect(s.percent.on_time).toBeNull();
    expect(s.average_minutes_late).toBeNull();
    expect(summarisePunctuality([null]).average_minutes_late).toBeNull();
  });
});

describe("attendance arithmetic", () => {
  const rows = [
    { month: "2026-02", attended: 3, leave: 1, cancel: 0, missed: 1 },
    { month: "2026-01", attended: 2, leave: 0, cancel: 1, missed: 0 },
    { month: "2026-02", attended: 0, leave: 0, cancel: 2, missed: 0 },
  ];

  it("counts the total and the attendance over held classes only", () => {
    expect(withAttendanceTotal(rows[0]!)).toMatchObject({ total: 5, attendance_percent: 75 });
    expect(withAttendanceTotal(rows[2]!)).toMatchObject({ total: 2, attendance_percent: null });
  });

  it("sums rows and buckets them per month in order", () => {
    expect(attendanceTotals(rows)).toEqual({
      attended: 5,
      leave: 1,
      cancel: 3,
      missed: 1,
      total: 10,
      attendance_percent: 83.3,
    });
    const months = bucketAttendance(rows, (r) => r.month);
    expect(months.map((m) => [m.key, m.total])).toEqual([
      ["2026-01", 3],
      ["2026-02", 7],
    ]);
    expect(bucketAttendance([], (r: (typeof rows)[number]) => r.month)).toEqual([]);
    expect(attendanceTotals([])).toMatchObject({ total: 0, attendance_percent: null });
  });
});
