import { describe, expect, it } from "vitest";
import { parseRange } from "./dashboard";
import { makeChallenge, maskEmail, readChallenge } from "./sign-in";

describe("the admin sign-in challenge", () => {
  const now = new Date("2026-11-20T10:00:00Z");
  const until = new Date(now.getTime() + 60_000);

  it("reads back what it signed until its end", () => {
    const c = makeChallenge(7, 3, until);
    expect(readChallenge(c, now)).toEqual({ userId: 7, sessionVersion: 3 });
    expect(readChallenge(c, until)).toBeNull();
  });

  it("refuses a forged or malformed challenge", () => {
    const c = makeChallenge(7, 3, until);
    expect(readChallenge(c.replace(/^7\./, "8."), now)).toBeNull();
    expect(readChallenge(`${c}x`, now)).toBeNull();
    expect(readChallenge("", now)).toBeNull();
    expect(readChallenge(null, now)).toBeNull();
  });

  it("masks the address the code went to", () => {
    expect(maskEmail("admin@demo.tutor.example")).toBe("ad***@demo.tutor.example");
  });
});

describe("the dashboard range", () => {
  const now = new Date("2026-11-20T10:00:00Z");
  it("defaults to the last 30 days, today included", () => {
    const r = parseRange({}, now);
    expect(r.fromDay).toBe("2026-10-22");
    expect(r.toDay).toBe("2026-11-20");
    expect(r.to.toISOString()).toBe("2026-11-21T00:00:00.000Z");
  });
  it("swaps a reversed range, ignores junk, and keeps at most a year", () => {
    expect(parseRange({ from: "2026-11-10", to: "2026-11-01" }, now).fromDay).toBe("2026-11-01");
    expect(parseRange({ from: "nonsense" }, now).fromDay).toBe("2026-10-22");
    expect(parseRange({ from: "2020-01-01", to: "2026-11-20" }, now).fromDay).toBe("2025-11-20");
  });
});
