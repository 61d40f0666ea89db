import { describe, expect, it } from "vitest";
import { SharedCache } from "./shared-cache";

describe("SharedCache", () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, s));

  it("loads once per ttl and key", async () => {
    const cache = new SharedCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", at(0), load)).toBe(1);
    expect(await cache.get("a", at(59), load)).toBe(1);
    expect(await cache.get("b", at(59), load)).toBe(2);
    expect(await cache.get("a", at(60), load)).toBe(3);
  });

  it("a clock moved back expires, and a failed load is not kept", async () => {
    const cache = new SharedCache(60_000);
    let loads = 0;
    await cache.get("a", at(30), async () => ++loads);
    expect(await cache.get("a", at(10), async () => ++loads)).toBe(2);
    await expect(cache.get("c", at(0), () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await cache.get("c", at(1), async () => "up")).toBe("up");
  });
});
