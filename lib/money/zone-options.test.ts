import { describe, expect, it } from "vitest";
import { timeZoneChoices } from "./zone-options";

const at = new Date("2026-01-15T12:00:00Z");

describe("timeZoneChoices", () => {
  it("lists the chosen zone near the top, once, by its current name", () => {
    const zones = timeZoneChoices("Asia/Calcutta", at).map((z) => z.zone);
    expect(zones.slice(0, 2)).toContain("Asia/Kolkata");
    expect(zones.filter((z) => z === "Asia/Kolkata")).toHaveLength(1);
    expect(zones).not.toContain("Asia/Calcutta");
    expect(zones).toContain("America/New_York");
    expect(zones).toContain("UTC");
  });

  it("labels each zone as the notice does", () => {
    const ny = timeZoneChoices(undefined, at).find((z) => z.zone === "America/New_York");
    expect(ny?.label).toMatch(/New York/);
  });
});
