import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_HEAP_MB, withHeapCap } from "./heap-cap.mjs";

describe("withHeapCap", () => {
  it("adds the default cap to the server's NODE_OPTIONS", () => {
    expect(withHeapCap({ PORT: "3000" })).toEqual({
      PORT: "3000",
      NODE_OPTIONS: `--max-old-space-size=${DEFAULT_MAX_HEAP_MB}`,
    });
    expect(withHeapCap({ NODE_OPTIONS: "--enable-source-maps" }).NODE_OPTIONS).toBe(
      `--enable-source-maps --max-old-space-size=${DEFAULT_MAX_HEAP_MB}`,
    );
  });

  it("takes MAX_HEAP_MB, and leaves an explicit cap alone", () => {
    expect(withHeapCap({ MAX_HEAP_MB: "512" }).NODE_OPTIONS).toBe("--max-old-space-size=512");
    expect(withHeapCap({ MAX_HEAP_MB: "lots" }).NODE_OPTIONS).toBe(
      `--max-old-space-size=${DEFAULT_MAX_HEAP_MB}`,
    );
    const explicit = { NODE_OPTIONS: "--max-old-space-size=1024", MAX_HEAP_MB: "512" };
    expect(withHeapCap(explicit)).toBe(explicit);
  });
});
