/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null when the error is something
 * else. Looks through drizzle's wrapper (error.cause) at the driver's error: postgres.js names the
 * constraint `constraint_name`, PGlite `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const x = e as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (x.code === "23505") return String(x.constraint_name ?? x.constraint ?? "");
    e = x.cause;
  }
  return null;
}
