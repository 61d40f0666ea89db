import { z } from "zod";
import { isTimeZone } from "./is-time-zone";
import { FIELD_MESSAGES } from "./messages";

export { isTimeZone };

/** A required time-zone field: trimmed, an IANA name (FIELD_MESSAGES.timeZoneInvalid). */
export function timeZoneField(message: string = FIELD_MESSAGES.timeZoneInvalid) {
  return z.string({ error: message }).trim().refine(isTimeZone, message);
}
