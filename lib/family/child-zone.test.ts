import { describe, expect, it } from "vitest";
import { childZoneToShow } from "./child-zone";

describe("childZoneToShow", () => {
  it("shows the child's own zone when it was set apart from the switching account's", () => {
    expect(childZoneToShow("America/New_York", "America/New_York", "Europe/London")).toBe(
      "Europe/London",
    );
    expect(childZoneToShow(null, "Asia/Kolkata", "Asia/Dubai")).toBe("Asia/Dubai");
  });

  it("keeps the cookie when the child shares the account's zone or the cookie already has it", () => {
    expect(childZoneToShow("America/New_York", "Asia/Kolkata", "Asia/Kolkata")).toBeNull();
    expect(childZoneToShow("Europe/London", "Asia/Kolkata", "Europe/London")).toBeNull();
  });

  it("never sets a zone the runtime does not know", () => {
    expect(childZoneToShow("Asia/Kolkata", "Asia/Kolkata", "Mars/Olympus")).toBeNull();
  });
});
