import { describe, expect, it } from "vitest";
import { HSTS, trustHeaders } from "./trusted-headers.mjs";

const spoofed = () => ({
  host: "tutor.example",
  "x-forwarded-for": "6.6.6.6, 203.0.113.9",
  "x-real-ip": "8.8.8.8",
  "x-forwarded-proto": "https",
  "x-forwarded-host": "evil.example",
  "x-forwarded-port": "443",
});

describe("trustHeaders", () => {
  it("with no proxy: the socket's address and protocol, the client's forwarded headers gone", () => {
    const headers: Record<string, string | undefined> = spoofed();
    const https = trustHeaders(headers, { remoteAddress: "::ffff:198.51.100.7", hops: 0 });
    expect(https).toBe(false);
    expect(headers).toEqual({
      host: "tutor.example",
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-proto": "http",
    });
  });

  it("with no proxy over TLS: https", () => {
    const headers: Record<string, string | undefined> = spoofed();
    expect(trustHeaders(headers, { remoteAddress: "198.51.100.7", encrypted: true, hops: 0 })).toBe(
      true,
    );
    expect(headers["x-forwarded-proto"]).toBe("https");
  });

  it("behind one proxy: its client entry, protocol and host", () => {
    const headers: Record<string, string | undefined> = spoofed();
    expect(trustHeaders(headers, { remoteAddress: "10.0.0.1", hops: 1 })).toBe(true);
    expect(headers).toMatchObject({
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
    });
    expect(headers["x-real-ip"]).toBeUndefined();
  });

  it("behind a proxy that speaks http, no HSTS", () => {
    const headers = { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "http" };
    expect(trustHeaders(headers, { remoteAddress: "10.0.0.1", hops: 1 })).toBe(false);
  });

  it("HSTS lasts two years and covers subdomains", () => {
    expect(HSTS).toBe("max-age=63072000; includeSubDomains");
  });
});
