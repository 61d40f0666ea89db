import { describe, expect, it } from "vitest";
import { GEO_HEADER_ENV, headerCountry, ipCountry, visitorCountry } from "./geolocation";

const headers = (h: Record<string, string>) => new Headers(h);

describe("the visitor's country", () => {
  it("trusts the CDN header only when one is configured", () => {
    const h = headers({ "cf-ipcountry": "ae", "x-vercel-ip-country": "FR" });
    expect(headerCountry(h, {})).toBeNull();
    expect(headerCountry(h, { [GEO_HEADER_ENV]: "cf-ipcountry" })).toBe("AE");
    expect(headerCountry(h, { [GEO_HEADER_ENV]: "X-Vercel-IP-Country" })).toBe("FR");
  });

  it("ignores a configured header that names no country", () => {
    const env = { [GEO_HEADER_ENV]: "cf-ipcountry" };
    for (const value of ["XX", "T1", "USA", "", "1A"]) {
      expect(headerCountry(headers({ "cf-ipcountry": value }), env)).toBeNull();
    }
  });

  it("looks the address up offline when the header says nothing", () => {
    expect(ipCountry("81.2.69.142")).toBe("GB");
    expect(ipCountry("8.8.8.8")).toBe("US");
    expect(ipCountry("2001:4860:4860::8888")).toBe("US");
    expect(visitorCountry(headers({ "cf-ipcountry": "IN" }), "81.2.69.142", {})).toBe("GB");
    expect(
      visitorCountry(headers({ "cf-ipcountry": "IN" }), "81.2.69.142", {
        [GEO_HEADER_ENV]: "cf-ipcountry",
      }),
    ).toBe("IN");
  });

  it("knows nothing of private, local or malformed addresses", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "192.168.0.1", "unknown", "", "::1"]) {
      expect(ipCountry(ip)).toBeNull();
    }
  });
});
