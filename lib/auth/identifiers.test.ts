import { describe, expect, it } from "vitest";
import { destinationOf, normalizeCountryCode, parseIdentifier } from "./identifiers";

describe("identifiers", () => {
  it("reads e-mail addresses in lower case", () => {
    expect(parseIdentifier("  Asha@Example.COM ")).toEqual({
      kind: "email",
      email: "asha@example.com",
    });
    expect(parseIdentifier("asha@nowhere")).toBeNull();
  });

  it("reads Indian mobiles in the forms people type them", () => {
    for (const raw of [
      "9876543210",
      "+91 98765 43210",
      "+919876543210",
      "00919876543210",
      "919876543210",
      "09876543210",
      "98765-43210",
    ]) {
      expect(parseIdentifier(raw), raw).toEqual({
        kind: "mobile",
        countryCode: "+91",
        mobile: "9876543210",
      });
    }
  });

  it("keeps another country's code and rejects what is not a number", () => {
    expect(parseIdentifier("+1 (415) 555-0123", "+1")).toEqual({
      kind: "mobile",
      countryCode: "+1",
      mobile: "4155550123",
    });
    expect(parseIdentifier("4155550123", "1")).toEqual({
      kind: "mobile",
      countryCode: "+1",
      mobile: "4155550123",
    });
    expect(parseIdentifier("98765abc10")).toBeNull();
    expect(parseIdentifier("123")).toBeNull();
  });

  it("gives E.164 destinations and normalises dial codes", () => {
    expect(destinationOf({ kind: "mobile", countryCode: "+91", mobile: "9876543210" })).toBe(
      "+919876543210",
    );
    expect(destinationOf({ kind: "email", email: "a@b.co" })).toBe("a@b.co");
    expect(normalizeCountryCode("91")).toBe("+91");
    expect(normalizeCountryCode("+971")).toBe("+971");
    expect(normalizeCountryCode("+12345")).toBeNull();
  });
});
