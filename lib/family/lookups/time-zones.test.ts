import { describe, expect, it } from "vitest";
import {
  detectedZoneFirst,
  formatOffset,
  listTimeZones,
  regionOf,
  timeZonesByRegion,
  zoneChoiceGroups,
} from "./time-zones";

const JAN = new Date("2030-01-15T12:00:00Z");
const JUL = new Date("2030-07-15T12:00:00Z");

describe("time-zone lookups", () => {
  it("formats offsets both sides of UTC", () => {
    expect(formatOffset(330)).toBe("UTC+05:30");
    expect(formatOffset(-240)).toBe("UTC-04:00");
    expect(formatOffset(0)).toBe("UTC+00:00");
    expect(formatOffset(-570)).toBe("UTC-09:30");
  });

  it("labels Kolkata IST with its +05:30 offset", () => {
    const kolkata = listTimeZones(JAN).find((z) => z.zone === "Asia/Kolkata");
    expect(kolkata).toEqual({
      zone: "Asia/Kolkata",
      offset_minutes: 330,
      offset: "UTC+05:30",
      label: "(UTC+05:30) Asia/Kolkata (IST)",
    });
    const ny = listTimeZones(JAN).find((z) => z.zone === "America/New_York");
    expect(ny?.label).toBe("(UTC-05:00) America/New_York");
  });

  it("takes each zone's offset at the given instant (daylight saving)", () => {
    const at = (now: Date) => listTimeZones(now).find((z) => z.zone === "Europe/London");
    expect(at(JAN)?.offset_minutes).toBe(0);
    expect(at(JUL)?.offset_minutes).toBe(60);
  });

  it("groups every zone once under its region", () => {
    const groups = timeZonesByRegion(JAN);
    const all = groups.flatMap((g) => g.zones.map((z) => z.zone));
    expect(all.length).toBe(listTimeZones(JAN).length);
    expect(new Set(all).size).toBe(all.length);
    const asia = groups.find((g) => g.region === "Asia");
    expect(asia?.zones.some((z) => z.zone === "Asia/Kolkata")).toBe(true);
    for (const g of groups) for (const z of g.zones) expect(regionOf(z.zone)).toBe(g.region);
    expect(groups.map((g) => g.region)).toEqual([...groups.map((g) => g.region)].sort());
    expect(regionOf("UTC")).toBe("Other");
  });
});

describe("the time-zone select's groups (phone)", () => {
  const now = new Date("2026-01-15T00:00:00Z");
  it("lists the common zones first (India, US, UK, UAE, Singapore, Australia), then regions", () => {
    const groups = zoneChoiceGroups(now);
    expect(groups[0]!.label).toBe("Common time zones");
    const common = groups[0]!.options.map((o) => o.value);
    for (const z of ["Asia/Kolkata", "America/New_York", "Europe/London", "Asia/Dubai"])
      expect(common).toContain(z);
    expect(common).toContain("Asia/Singapore");
    expect(common).toContain("Australia/Sydney");
    expect(groups[0]!.options[0]!.label).toBe("(UTC+05:30) Asia/Kolkata (IST)");
    expect(groups.slice(1).map((g) => g.label)).toEqual(
      timeZonesByRegion(now).map((g) => g.region),
    );
  });

  it("puts the family's detected zone on top, by its current name, once", () => {
    const groups = detectedZoneFirst(zoneChoiceGroups(now), "Asia/Calcutta");
    expect(groups[0]).toEqual({
      label: "Your time zone",
      options: [{ value: "Asia/Kolkata", label: "(UTC+05:30) Asia/Kolkata (IST)" }],
    });
    expect(groups[1]!.options.map((o) => o.value)).not.toContain("Asia/Kolkata");
    const berlin = detectedZoneFirst(zoneChoiceGroups(now), "Europe/Berlin");
    expect(berlin[0]!.options[0]!.value).toBe("Europe/Berlin");
    expect(berlin[1]!.options).toHaveLength(zoneChoiceGroups(now)[0]!.options.length);
  });

  it("leaves the groups as they are for an unknown or missing zone", () => {
    const groups = zoneChoiceGroups(now);
    expect(detectedZoneFirst(groups, "Mars/Olympus")).toEqual(groups);
    expect(detectedZoneFirst(groups, null)).toEqual(groups);
  });
});
