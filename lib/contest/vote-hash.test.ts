import { describe, expect, it } from "vitest";
import { ipPrefix, voteMobileHash } from "./vote-hash";

describe("ipPrefix", () => {
  it("keeps an IPv4 /24", () => {
    expect(ipPrefix("203.0.113.77")).toBe("203.0.113.0/24");
    expect(ipPrefix("::ffff:10.1.2.3")).toBe("10.1.2.0/24");
  });
  it("keeps an IPv6 /48", () => {
    expect(ipPrefix("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(ipPrefix("2001:db8::1")).toBe("2001:db8:0::/48");
  });
  it("says unknown for anything else", () => {
    expect(ipPrefix("unknown")).toBe("unknown");
  });
});

describe("voteMobileHash", () => {
  it("is stable per number and differs between numbers, never the number itself", () => {
    const a = voteMobileHash("9876543210");
    expect(a).toBe(voteMobileHash("9876543210"));
    expect(a).not.toBe(voteMobileHash("9876543211"));
    expect(a).not.toContain("9876543210");
  });
});
