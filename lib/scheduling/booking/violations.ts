import {
  PG_CHECK,
  PG_EXCLUSION,
  PG_UNIQUE,
  pgViolation as anyViolation,
  type PgViolation,
} from "@/lib/db-errors";
import type { RefusalReason } from "./refusal";

export type Violation = PgViolation;

/** The integrity violation (unique, check or exclusion) behind an error, or null. */
export function pgViolation(error: unknown): Violation | null {
  return anyViolation(error, [PG_UNIQUE, PG_CHECK, PG_EXCLUSION]);
}

/** Which invariant of db/schema/scheduling.ts (and migration 0005) answers which refusal. */
const BY_CONSTRAINT: Record<string, { code: string; reason: RefusalReason }> = {
  session_enrolments_one_free_demo: { code: PG_UNIQUE, reason: "repeat_demo" },
  session_enrolments_active_key: { code: PG_UNIQUE, reason: "already_enrolled" },
  session_enrolments_student_no_overlap: { code: PG_EXCLUSION, reason: "student_overlap" },
  class_sessions_capacity: { code: PG_CHECK, reason: "slot_taken" },
  class_sessions_teacher_no_overlap: { code: PG_EXCLUSION, reason: "slot_taken" },
  class_sessions_slot_start_key: { code: PG_UNIQUE, reason: "slot_taken" },
};

/** The refusal a booking invariant's violation stands for, or null for any other error. */
export function refusalForViolation(error: unknown): RefusalReason | null {
  const v = pgViolation(error);
  if (!v) return null;
  const known = BY_CONSTRAINT[v.constraint];
  return known && known.code === v.code ? known.reason : null;
}
