import { badRequest } from "../errors";
import { HTTP_MESSAGES } from "./messages";

const NUL = "\u0000";

/**
 * Refuses a NUL character anywhere in a request's strings (keys included): Postgres cannot store
 * it in text, so it must be a 400 at the edge, not a 500 from the database. Returns the value.
 */
export function assertCleanText<T>(value: T, depth = 0): T {
  if (typeof value === "string") {
    if (value.includes(NUL)) throw badRequest(HTTP_MESSAGES.nulInText);
  } else if (Array.isArray(value)) {
    for (const item of value) assertCleanText(item, depth + 1);
  } else if (value && typeof value === "object" && depth < 64 && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      assertCleanText(key, depth + 1);
      assertCleanText(item, depth + 1);
    }
  } else if (value instanceof File) {
    assertCleanText(value.name, depth + 1);
  }
  return value;
}
