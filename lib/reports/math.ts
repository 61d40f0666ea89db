/** Pure arithmetic of the reports: percentages, rounding and the punctuality buckets. */

/** Rounds half away from zero to `digits` decimals (12.25 → 12.3), without float surprises. */
export function roundTo(value: number, digits = 1): number {
  const factor = 10 ** digits;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(Number(scaled.toPrecision(12))) / factor;
  return value < 0 ? -rounded : rounded;
}

/** part / whole as a percentage with one decimal; null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return roundTo((part / whole) * 100, 1);
}

/** "83.3%" or "—" for a percentage that does not exist. */
export function formatPercent(value: number | null): string {
  return value === null ? "—" : `${value}%`;
}

export const PUNCTUALITY = {
  /** At most this many minutes after the class time is on time. */
  onTimeMinutes: 2,
  /** Later than on time and at most this many minutes is late; beyond is very late. */
  lateMinutes: 10,
} as const;

export type PunctualityBucket = "on_time" | "late" | "very_late" | "not_started";

export const PUNCTUALITY_BUCKETS: readonly PunctualityBucket[] = [
  "on_time",
  "late",
  "very_late",
  "not_started",
];

export const PUNCTUALITY_LABELS: Record<PunctualityBucket, string> = {
  on_time: "On time",
  late: "Late (2–10 min)",
  very_late: "Very late (over 10 min)",
  not_started: "Not started",
};

/** Where a class falls given how many minutes after its time the meeting began (null: never). */
export function punctualityBucket(minutesLate: number | null): PunctualityBucket {
  if (minutesLate === null) return "not_started";
  if (minutesLate <= PUNCTUALITY.onTimeMinutes) return "on_time";
  if (minutesLate <= PUNCTUALITY.lateMinutes) return "late";
  return "very_late";
}

/** Counts and percentages of each bucket and the average lateness of the classes that started. */
export function summarisePunctuality(minutesLate: readonly (number | null)[]) {
  const counts: Record<PunctualityBucket, number> = {
    on_time: 0,
    late: 0,
    very_late: 0,
    not_started: 0,
  };
  let lateSum = 0;
  let started = 0;
  for (const m of minutesLate) {
    counts[punctualityBucket(m)] += 1;
    if (m !== null) {
      started += 1;
      lateSum += Math.max(m, 0);
    }
  }
  const total = minutesLate.length;
  const percents = Object.fromEntries(
    PUNCTUALITY_BUCKETS.map((b) => [b, percent(counts[b], total)]),
  ) as Record<PunctualityBucket, number | null>;
  return {
    total,
    ...counts,
    percent: percents,
    /** Early starts count as 0 minutes late; null when no class started. */
    average_minutes_late: started === 0 ? null : roundTo(lateSum / started, 1),
  };
}

/** Attendance of a set of classes: attended over the classes that were held for the student. */
export interface AttendanceCounts {
  attended: number;
  leave: number;
  cancel: number;
  missed: number;
}

export function attendanceTotals<T extends AttendanceCounts>(rows: readonly T[]) {
  const sum: AttendanceCounts = { attended: 0, leave: 0, cancel: 0, missed: 0 };
  for (const r of rows) {
    sum.attended += r.attended;
    sum.leave += r.leave;
    sum.cancel += r.cancel;
    sum.missed += r.missed;
  }
  return withAttendanceTotal(sum);
}

/** Adds total and attendance_percent (attended / (attended + missed); cancelled classes do not count). */
export function withAttendanceTotal<T extends AttendanceCounts>(counts: T) {
  return {
    ...counts,
    total: counts.attended + counts.leave + counts.cancel + counts.missed,
    attendance_percent: percent(counts.attended, counts.attended + counts.missed),
  };
}

/** Rows grouped by a key into summed counts, in key order (e.g. per month for the chart). */
export function bucketAttendance<T extends AttendanceCounts>(
  rows: readonly T[],
  key: (row: T) => string,
) {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = groups.get(k);
    if (list) list.push(r);
    else groups.set(k, [r]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, list]) => ({ key: k, ...attendanceTotals(list) }));
}
