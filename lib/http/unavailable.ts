/**
 * Is this error the database being away (restarting, unreachable, out of connections, or a
 * statement cut by its timeout)? Those are answered 503 with Retry-After, never 500: the client's
 * request was fine and a retry will work. Looks through drizzle's wrapper (error.cause).
 */
const DRIVER_CODES = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014", "55P03", "40P01"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") {
      if (DRIVER_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08")) return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATE class 22 (data exception: out-of-range number, bad encoding, …) comes from input. */
export function isDataException(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
