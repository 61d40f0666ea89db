/**
 * The points rules (issue 22, decision 026): the ONE place that says how many points an event is
 * worth. Every award goes through awardPoints (award.ts), which writes one ledger row with the
 * reason and the event's reference, so parents can see why a child has the points they have.
 *
 * - attendance: the child was marked present in a class (mark-attendance) — once per seat.
 * - rating: the child rated a class they attended (set-rating) — once per class.
 * - survey: the child finished the post-class survey (close-survey-options) — once per class.
 * - activity: an activity's marks (update-marks?type), worth the marks of that activity
 *   (MARK_TYPES in lib/classes/after/messages.ts) — once per activity a day.
 * - streak: a bonus each time the child has attended classes in STREAK_WEEKS calendar weeks in a
 *   row (weeks in the child's zone, Monday first) — once per run of weeks.
 */
export const POINT_REASONS = [
  "attendance",
  "rating",
  "survey",
  "activity",
  "streak",
  "adjustment",
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** Fixed points per reason; activity is worth the activity's marks, adjustment its own amount. */
export const POINTS = {
  attendance: 20,
  rating: 5,
  survey: 10,
  streak: 50,
} as const satisfies Partial<Record<PointReason, number>>;

/** A streak bonus is earned for classes attended in this many consecutive weeks. */
export const STREAK_WEEKS = 3;

/** What a parent reads beside each entry ("why these points"). */
export const POINT_REASON_LABELS: Record<PointReason, string> = {
  attendance: "Attended a class",
  rating: "Rated a class",
  survey: "Answered the class survey",
  activity: "Class activity",
  streak: `Classes ${STREAK_WEEKS} weeks in a row`,
  adjustment: "Adjusted by the school",
};

/**
 * The points an event is worth. `amount` is the activity's marks (activity) or the signed
 * correction (adjustment); it is ignored for the fixed reasons.
 */
export function pointsFor(reason: PointReason, amount?: number): number {
  if (reason === "activity" || reason === "adjustment") {
    if (amount === undefined || !Number.isInteger(amount) || amount === 0) {
      throw new Error(`points for ${reason} need a non-zero integer amount`);
    }
    if (reason === "activity" && amount < 0) throw new Error("activity marks are positive");
    return amount;
  }
  return POINTS[reason];
}
