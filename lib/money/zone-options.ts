import { currentZoneName } from "@/lib/family/lookups/time-zones";
import { DEFAULT_TIME_ZONE } from "./currency";
import { zoneLabel } from "./zone-label";

/** A zone people can choose: its IANA name and "New York (GMT−5)". */
export type ZoneChoice = { zone: string; label: string };

/**
 * The zones a person can choose (the header's switcher and the signup form): the device's zone
 * first, then `current`, then every zone the browser knows, by the names people know
 * (Asia/Kolkata, not ICU's Asia/Calcutta). Browser only (reads the device's zone).
 */
export function timeZoneChoices(current: string | undefined, at: Date): ZoneChoice[] {
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const all = [...Intl.supportedValuesOf("timeZone"), "UTC"];
  return [device, current ?? "", ...all]
    .filter(Boolean)
    .map(currentZoneName)
    .filter((z, i, list) => list.indexOf(z) === i)
    .map((zone) => ({ zone, label: zoneLabel(zone, at) }));
}

/** The device's zone by its current name (the business default when the browser names none). */
export function deviceTimeZone(): string {
  try {
    return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
