import { zoneLabel, zoneOffsetMinutes } from "@/lib/scheduling/zoned-time";
import type { TimeZoneRow } from "./schemas";

/** ICU still lists some zones by their old names; the IANA names people know replace them. */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Europe/Kiev": "Europe/Kyiv",
};

/** A zone by its current IANA name ("Asia/Calcutta" → "Asia/Kolkata"; others unchanged). */
export const currentZoneName = (zone: string): string => CURRENT_NAMES[zone] ?? zone;

/** Zones the runtime knows (ICU's list, current names), plus UTC, which ICU leaves out. */
function knownZones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone").map((z) => CURRENT_NAMES[z] ?? z);
  return [...new Set([...zones, "UTC"])];
}

/** "UTC+05:30" / "UTC-04:00" for an offset in minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `UTC${sign}${hh}:${mm}`;
}

/** One zone as the lookups answer it, with its offset at `now`; Kolkata is labelled (IST). */
export function timeZoneRow(zone: string, now: Date): TimeZoneRow {
  const minutes = zoneOffsetMinutes(now, zone);
  const offset = formatOffset(minutes);
  const ist = zoneLabel(zone, now) === "(IST)" ? " (IST)" : "";
  return { zone, offset_minutes: minutes, offset, label: `(${offset}) ${zone}${ist}` };
}

/** Every IANA zone with its offset at `now`, by offset then name (GET /api/get-all-timezones). */
export function listTimeZones(now: Date): TimeZoneRow[] {
  return knownZones()
    .map((zone) => timeZoneRow(zone, now))
    .sort((a, b) => a.offset_minutes - b.offset_minutes || a.zone.localeCompare(b.zone));
}

/** The region of a zone: the part before the first "/" (UTC and other bare names: "Other"). */
export function regionOf(zone: string): string {
  const slash = zone.indexOf("/");
  return slash > 0 ? zone.slice(0, slash) : "Other";
}

/** The zones grouped by region, regions and zones by name (GET /api/get-all-timezones-group-by-region). */
export function timeZonesByRegion(now: Date): { region: string; zones: TimeZoneRow[] }[] {
  const groups = new Map<string, TimeZoneRow[]>();
  for (const row of listTimeZones(now)) {
    const region = regionOf(row.zone);
    groups.set(region, [...(groups.get(region) ?? []), row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([region, zones]) => ({
      region,
      zones: zones.sort((a, b) => a.zone.localeCompare(b.zone)),
    }));
}

/** The zones most families choose (India, the US, the UK, the UAE, Singapore, Australia). */
export const COMMON_ZONES = [
  "Asia/Kolkata",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Europe/London",
  "Asia/Dubai",
  "Asia/Singapore",
  "Australia/Sydney",
  "Australia/Melbourne",
  "Australia/Perth",
] as const;

export interface ZoneChoiceGroup {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * The time-zone select's groups for a phone: the common zones first, then every zone by region
 * (timeZonesByRegion). The family's detected zone goes on top with detectedZoneFirst.
 */
export function zoneChoiceGroups(now: Date): ZoneChoiceGroup[] {
  const known = new Set(knownZones());
  return [
    {
      label: COMMON_LABEL,
      options: COMMON_ZONES.filter((z) => known.has(z)).map((zone) => {
        const row = timeZoneRow(zone, now);
        return { value: row.zone, label: row.label };
      }),
    },
    ...timeZonesByRegion(now).map(({ region, zones }) => ({
      label: region,
      options: zones.map((z) => ({ value: z.zone, label: z.label })),
    })),
  ];
}

const COMMON_LABEL = "Common time zones";

/**
 * The groups with the family's detected zone (the browser's, by its current name) in a first group
 * of its own, and no longer among the common ones; unchanged when the zone is not listed.
 */
export function detectedZoneFirst(
  groups: readonly ZoneChoiceGroup[],
  detected: string | null | undefined,
): ZoneChoiceGroup[] {
  const zone = detected ? currentZoneName(detected) : null;
  const found = zone ? groups.flatMap((g) => g.options).find((o) => o.value === zone) : undefined;
  if (!found) return [...groups];
  return [
    { label: "Your time zone", options: [found] },
    ...groups.map((g) =>
      g.label === COMMON_LABEL ? { ...g, options: g.options.filter((o) => o.value !== zone) } : g,
    ),
  ];
}
