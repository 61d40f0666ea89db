import { describe, expect, it } from "vitest";
import { formatSentAt } from "./format-sent-at";

const at = new Date("2026-11-20T10:00:05Z");
const plain = (s: string) => s.replace(/\s/g, " ");

describe("formatSentAt", () => {
  it("labels India's zone (IST)", () => {
    expect(plain(formatSentAt(at, "Asia/Kolkata"))).toBe("20 Nov 2026, 3:30:05 pm (IST)");
    expect(plain(formatSentAt(at, "Asia/Calcutta"))).toBe("20 Nov 2026, 3:30:05 pm (IST)");
  });

  it("shows another zone's own time with its name", () => {
    expect(plain(formatSentAt(at, "America/New_York"))).toBe("20 Nov 2026, 5:00:05 am GMT-5");
  });
});
