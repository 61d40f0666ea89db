import { describe, expect, it } from "vitest";
import { zoneCity, zoneCurrencyLabel, zoneLabel, zoneOffsetLabel } from "./zone-label";

const winter = new Date("2026-01-15T12:00:00Z");
const summer = new Date("2026-07-15T12:00:00Z");

describe("zone labels", () => {
  it("names New York by city and its offset at that date", () => {
    expect(zoneLabel("America/New_York", winter)).toBe("New York (GMT\u22125)");
    expect(zoneLabel("America/New_York", summer)).toBe("New York (GMT\u22124)");
  });

  it("gives India's zone its everyday abbreviation, under either IANA name", () => {
    expect(zoneLabel("Asia/Kolkata", winter)).toBe("Kolkata (IST, GMT+5:30)");
    expect(zoneLabel("Asia/Calcutta", winter)).toBe("Kolkata (IST, GMT+5:30)");
  });

  it("writes a zero offset as plain GMT", () => {
    expect(zoneOffsetLabel("UTC", winter)).toBe("GMT");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });

  it("says which currency a zone's prices are in", () => {
    expect(zoneCurrencyLabel("Asia/Kolkata")).toBe("₹ (INR)");
    expect(zoneCurrencyLabel("Europe/Paris")).toBe("$ (USD)");
  });
});
