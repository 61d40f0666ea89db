import { formatTimeIn } from "./date-format";
import { fromWallTime } from "./zoned-time";

/**
 * Class-booking times of the legacy reports are India wall-clock times (the source zone, +330
 * minutes, spec 1 section 9). They are read as Asia/Kolkata wall time, never by adding a fixed
 * offset, and shown in the viewer's zone.
 */
export const IST_ZONE = "Asia/Kolkata";

/** The instant of an India date "YYYY-MM-DD" and time "HH:MM". */
export function fromIstWallTime(date: string, time: string): Date {
  return fromWallTime(date, time.slice(0, 5), IST_ZONE);
}

/** An India date and time as the viewer's local time, e.g. "08:30 AM (EST)". */
export function istTimeIn(date: string, time: string, viewerZone: string): string {
  return formatTimeIn(fromIstWallTime(date, time), viewerZone);
}
