import { PG_UNIQUE, pgViolation } from "@/lib/db-errors";

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null when the error is something
 * else (see lib/db-errors.ts).
 */
export function uniqueViolation(error: unknown): string | null {
  return pgViolation(error, [PG_UNIQUE])?.constraint ?? null;
}
