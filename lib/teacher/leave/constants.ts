/**
 * The leave rules the form and the calls share (browser-safe: no database imports). The database
 * checks the same values (db/schema/teacher.ts; constants.test.ts keeps them equal).
 */
export const LEAVE_TYPES = ["casual", "sick", "emergency"] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** The longest leave one application may cover, in days (decision 031). */
export const MAX_LEAVE_DAYS = 31;
