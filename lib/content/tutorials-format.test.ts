import { describe, expect, it } from "vitest";
import { formatDuration, isoDuration } from "./tutorials-format";

describe("tutorial durations", () => {
  it("shows m:ss, or h:mm:ss past an hour, and nothing when unknown", () => {
    expect(formatDuration(245)).toBe("4:05");
    expect(formatDuration(59)).toBe("0:59");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });

  it("writes ISO 8601 durations", () => {
    expect(isoDuration(245)).toBe("PT4M5S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(3725)).toBe("PT1H2M5S");
    expect(isoDuration(0)).toBe("PT0S");
  });
});
