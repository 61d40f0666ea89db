import { describe, expect, it } from "vitest";
import { randomScore, signupBucket, THANK_YOU_RANDOM_PERCENT } from "./random-score";

const ids = Array.from({ length: 10_000 }, (_, i) => i + 1);

describe("random_score of verify-otp-for-register", () => {
  it("gives each account a fixed bucket from 0 to 99", () => {
    for (const id of [1, 2, 42, 123_456, 2_147_483_647]) {
      const bucket = signupBucket(id);
      expect(bucket).toBe(signupBucket(id));
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });

  it("sends about half of new accounts to /thank_you_random, and the others to the dashboard", () => {
    const scores = ids.map((id) => randomScore(id, true));
    const thankYou = scores.filter((s) => s > 0).length;
    expect(thankYou / ids.length).toBeGreaterThan(THANK_YOU_RANDOM_PERCENT / 100 - 0.03);
    expect(thankYou / ids.length).toBeLessThan(THANK_YOU_RANDOM_PERCENT / 100 + 0.03);
    expect(Math.min(...scores)).toBe(0);
    expect(Math.max(...scores)).toBe(THANK_YOU_RANDOM_PERCENT);
    // Consecutive ids alternate between the two pages: no long run of one page.
    expect(new Set(ids.slice(0, 10).map((id) => randomScore(id, true) > 0))).toEqual(
      new Set([true, false]),
    );
  });

  it("scores bucket + 1 below the split, and 0 for an account that already existed", () => {
    for (const id of ids.slice(0, 200)) {
      const bucket = signupBucket(id);
      expect(randomScore(id, true)).toBe(bucket < THANK_YOU_RANDOM_PERCENT ? bucket + 1 : 0);
      expect(randomScore(id, false)).toBe(0);
    }
  });
});
