import { describe, expect, it } from "vitest";
import {
  FIRST_PAINT_ZONE_SCRIPT,
  timeZoneCookieAssignment,
  timeZoneInCookies,
} from "./time-zone-cookie";

/** Runs the head script against a fake browser: its zone, its cookie jar (or none when refused). */
function runHeadScript(zone: string, opts: { cookie?: string; refuseCookies?: boolean } = {}) {
  let jar = opts.cookie ?? "";
  const calls: string[] = [];
  const document = {
    get cookie() {
      return jar;
    },
    set cookie(v: string) {
      if (!opts.refuseCookies) jar = v.split(";")[0] ?? "";
    },
  };
  const Intl = { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: zone }) }) };
  const window = { stop: () => calls.push("stop") };
  const location = { reload: () => calls.push("reload") };
  new Function("document", "Intl", "window", "location", FIRST_PAINT_ZONE_SCRIPT)(
    document,
    Intl,
    window,
    location,
  );
  return { jar, calls };
}

describe("the first-paint zone script", () => {
  it("remembers a New York visitor's zone and reloads before painting the ₹ copy", () => {
    const { jar, calls } = runHeadScript("America/New_York");
    expect(timeZoneInCookies(jar)).toBe("America/New_York");
    expect(calls).toEqual(["stop", "reload"]);
  });

  it("does not reload a visitor in India (the page was rendered for their zone)", () => {
    for (const zone of ["Asia/Kolkata", "Asia/Calcutta"]) {
      const { jar, calls } = runHeadScript(zone);
      expect(timeZoneInCookies(jar)).toBe(zone);
      expect(calls).toEqual([]);
    }
  });

  it("leaves a remembered or chosen zone alone", () => {
    const { jar, calls } = runHeadScript("America/New_York", { cookie: "tz=Asia%2FKolkata" });
    expect(jar).toBe("tz=Asia%2FKolkata");
    expect(calls).toEqual([]);
  });

  it("never loops when the browser refuses cookies", () => {
    expect(runHeadScript("Europe/Paris", { refuseCookies: true }).calls).toEqual([]);
  });

  it("writes the same cookie as the zone switcher", () => {
    expect(timeZoneCookieAssignment("America/New_York")).toBe(
      "tz=America%2FNew_York; path=/; max-age=31536000; samesite=lax",
    );
  });
});
