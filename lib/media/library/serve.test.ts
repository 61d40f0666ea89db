import { describe, expect, it } from "vitest";
import { parseRange } from "./serve";

describe("parseRange", () => {
  it("reads closed, open and suffix ranges, clamped to the size", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("answers the whole file without a usable header, 416 when nothing can be served", () => {
    expect(parseRange(null, 1000)).toBe("none");
    expect(parseRange("bytes=0-1,5-6", 1000)).toBe("none");
    expect(parseRange("items=0-1", 1000)).toBe("none");
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-2", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-0", 0)).toBe("unsatisfiable");
  });
});
