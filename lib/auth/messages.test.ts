import { describe, expect, it } from "vitest";
import { OTP_UI_MESSAGES, rateLimitedText, tryAgainIn } from "./messages";

describe("new UI messages", () => {
  it("say when to try again in seconds or whole minutes", () => {
    expect(tryAgainIn(1)).toBe("Try again in 1 second.");
    expect(tryAgainIn(45)).toBe("Try again in 45 seconds.");
    expect(tryAgainIn(61)).toBe("Try again in 2 minutes.");
    expect(tryAgainIn(60)).toBe("Try again in 1 minute.");
  });
  it("word a 429 once, with the wait", () => {
    expect(rateLimitedText("Too many failed attempts. Please try again in 2 minutes.", 120)).toBe(
      "Too many failed attempts. Try again in 2 minutes.",
    );
    expect(rateLimitedText("Please wait a few seconds before asking for a new OTP.", 12)).toBe(
      "Please wait a few seconds before asking for a new OTP. Try again in 12 seconds.",
    );
    expect(rateLimitedText(undefined, 30)).toBe("Too many tries. Try again in 30 seconds.");
  });
  it("tell a person with a dead code to ask for a new one, spelled without the legacy shouting", () => {
    for (const reason of ["expired", "locked", "missing"] as const) {
      expect(OTP_UI_MESSAGES[reason]).toContain("Resend OTP");
    }
    expect(Object.values(OTP_UI_MESSAGES).join(" ")).not.toMatch(/!!|Incorrect OTP/);
  });
});
