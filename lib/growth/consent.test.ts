import { describe, expect, it } from "vitest";
import { mayFirePixel, needsConsent } from "./consent";

describe("the ad pixel's consent rule", () => {
  it("asks for consent in the EU, the EEA, the UK and Switzerland, and when the country is unknown", () => {
    for (const c of ["DE", "FR", "GB", "NO", "CH", null]) expect(needsConsent(c)).toBe(true);
    for (const c of ["IN", "US", "AE"]) expect(needsConsent(c)).toBe(false);
  });

  it("fires only with consent where it is needed, and never after a refusal", () => {
    expect(mayFirePixel("DE", null)).toBe(false);
    expect(mayFirePixel("DE", "granted")).toBe(true);
    expect(mayFirePixel("IN", null)).toBe(true);
    expect(mayFirePixel("IN", "denied")).toBe(false);
  });
});
