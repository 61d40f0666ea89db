import type { RefusalReason } from "./refusal";

/** SQLSTATEs of the constraints that guard bookings. */
const UNIQUE = "23505";
const CHECK = "23514";
const EXCLUSION = "23P01";

export interface Violation {
  code: string;
  constraint: string;
}

/**
 * The integrity violation behind an error, or null: looks through drizzle's wrapper (error.cause)
 * at the driver's error, as lib/auth/unique-violation.ts does (postgres.js names the constraint
 * `constraint_name`, PGlite `constraint`).
 */
export function pgViolation(error: unknown): Violation | null {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const x = e as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (x.code === UNIQUE || x.code === CHECK || x.code === EXCLUSION) {
      return { code: x.code, constraint: String(x.constraint_name ?? x.constraint ?? "") };
    }
    e = x.cause;
  }
  return null;
}

/** Which invariant of db/schema/scheduling.ts (and migration 0005) answers which refusal. */
const BY_CONSTRAINT: Record<string, { code: string; reason: RefusalReason }> = {
  session_enrolments_one_free_demo: { code: UNIQUE, reason: "repeat_demo" },
  session_enrolments_active_key: { code: UNIQUE, reason: "already_enrolled" },
  session_enrolments_student_no_overlap: { code: EXCLUSION, reason: "student_overlap" },
  class_sessions_capacity: { code: CHECK, reason: "slot_taken" },
  class_sessions_teacher_no_overlap: { code: EXCLUSION, reason: "slot_taken" },
  class_sessions_slot_start_key: { code: UNIQUE, reason: "slot_taken" },
};

/** The refusal a booking invariant's violation stands for, or null for any other error. */
export function refusalForViolation(error: unknown): RefusalReason | null {
  const v = pgViolation(error);
  if (!v) return null;
  const known = BY_CONSTRAINT[v.constraint];
  return known && known.code === v.code ? known.reason : null;
}
