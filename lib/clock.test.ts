import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clockMovable, now, setClock } from "./clock";

describe("clock", () => {
  it("is the system clock without CLOCK_FILE", () => {
    const before = Date.now();
    const at = now({}).getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(clockMovable({})).toBe(false);
    expect(() => setClock(new Date(), {})).toThrow(/CLOCK_FILE/);
  });

  it("answers the time it was moved to, and runs on from there", () => {
    const env = { CLOCK_FILE: join(mkdtempSync(join(tmpdir(), "clock-")), "offset") };
    expect(Math.abs(now(env).getTime() - Date.now())).toBeLessThan(1000);
    const target = new Date("2030-01-01T10:00:00Z");
    setClock(target, env);
    const read = now(env).getTime();
    expect(read).toBeGreaterThanOrEqual(target.getTime());
    expect(read - target.getTime()).toBeLessThan(1000);
    expect(clockMovable(env)).toBe(true);
  });
});
