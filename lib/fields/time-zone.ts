import { z } from "zod";
import { FIELD_MESSAGES } from "./messages";

/**
 * Is this an IANA time-zone name the runtime knows (Asia/Kolkata, America/New_York, UTC)? Offsets
 * ("+05:30"), free text and names longer than 64 characters are refused. The one zone validator
 * (decision 014): forms, legacy calls and the tz cookie all use it.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A required time-zone field: trimmed, an IANA name (FIELD_MESSAGES.timeZoneInvalid). */
export function timeZoneField(message: string = FIELD_MESSAGES.timeZoneInvalid) {
  return z.string({ error: message }).trim().refine(isTimeZone, message);
}
