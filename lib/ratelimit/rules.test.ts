import { describe, expect, it } from "vitest";
import { cooldownMessage, cooldownS, FAILURE_RULES } from "./rules";

describe("failed-login cooldowns", () => {
  it("start at the free-th failure, double, and stop growing at the cap", () => {
    const budget = FAILURE_RULES.passwordFailuresPerClient;
    const waits = [3, 4, 5, 6, 7, 8, 9, 10, 11, 50].map((f) => cooldownS(budget, f));
    expect(waits).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("never make the owner wait more than five minutes for wrong codes from everywhere", () => {
    const budget = FAILURE_RULES.otpFailuresPerIdentifier;
    expect(cooldownS(budget, 10_000)).toBe(5 * 60);
  });

  it("say how long in seconds under a minute, else in whole minutes rounded up", () => {
    expect(cooldownMessage(30)).toBe("Too many failed attempts. Please try again in 30 seconds.");
    expect(cooldownMessage(60)).toBe("Too many failed attempts. Please try again in 1 minute.");
    expect(cooldownMessage(90)).toBe("Too many failed attempts. Please try again in 2 minutes.");
    expect(cooldownMessage(1)).toBe("Too many failed attempts. Please try again in 1 second.");
  });
});
