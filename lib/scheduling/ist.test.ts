import { describe, expect, it } from "vitest";
import { fromIstWallTime, istTimeIn } from "./ist";

describe("India (source zone) booking times", () => {
  it("reads an India wall time as the instant 5:30 hours earlier in UTC", () => {
    expect(fromIstWallTime("2026-03-08", "19:00").toISOString()).toBe("2026-03-08T13:30:00.000Z");
    expect(fromIstWallTime("2026-01-01", "00:15:00").toISOString()).toBe(
      "2025-12-31T18:45:00.000Z",
    );
  });

  it("shows the same India time an hour apart for a US viewer across the US DST change", () => {
    expect(istTimeIn("2026-03-07", "19:00", "America/New_York")).toBe("08:30 AM (EST)");
    expect(istTimeIn("2026-03-08", "19:00", "America/New_York")).toBe("09:30 AM (EDT)");
    expect(istTimeIn("2026-03-08", "19:00", "Asia/Kolkata")).toBe("07:00 PM (IST)");
  });
});
