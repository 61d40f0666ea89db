/** SQLSTATEs of the integrity constraints the services rely on. */
export const PG_UNIQUE = "23505";
export const PG_CHECK = "23514";
export const PG_EXCLUSION = "23P01";

export interface PgViolation {
  code: string;
  constraint: string;
}

/**
 * The first violation with one of `codes` behind an error, or null. Looks through drizzle's
 * wrapper (error.cause) at the driver's error: postgres.js names the constraint
 * `constraint_name`, PGlite `constraint`.
 */
export function pgViolation(error: unknown, codes: readonly string[]): PgViolation | null {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const x = e as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (typeof x.code === "string" && codes.includes(x.code)) {
      return { code: x.code, constraint: String(x.constraint_name ?? x.constraint ?? "") };
    }
    e = x.cause;
  }
  return null;
}
