import { describe, expect, it } from "vitest";
import { computePrice } from "./compute-price";
import { displayPerClassMinor, teacherPerClassMinor } from "./per-class";

describe("the displayed price per class", () => {
  it("divides the pack's total and rounds half up to whole rupees or dollars", () => {
    expect(displayPerClassMinor(1_416_000, 12)).toBe(118_000);
    expect(displayPerClassMinor(100_050, 1)).toBe(100_100);
    expect(displayPerClassMinor(100_049, 1)).toBe(100_000);
    expect(displayPerClassMinor(10_000, 3)).toBe(3_300);
    expect(displayPerClassMinor(1_999, 1)).toBe(2_000);
  });

  it("is whole in every case", () => {
    for (const total of [1, 99, 12_345, 987_654]) {
      for (const n of [1, 4, 7, 12, 16]) expect(displayPerClassMinor(total, n) % 100).toBe(0);
    }
  });

  it("refuses fractions and empty packs", () => {
    expect(() => displayPerClassMinor(10.5, 1)).toThrow();
    expect(() => displayPerClassMinor(1000, 0)).toThrow();
  });

  it("shows a teacher's rate with GST (INR) as the per-class price of their own packs", () => {
    for (const rate of [50_000, 65_000, 79_900, 1_23_400]) {
      const shown = teacherPerClassMinor(rate, "INR");
      expect(shown).toBe(displayPerClassMinor(Math.round(rate * 1.18), 1));
      for (const n of [4, 8, 12]) {
        const pack = computePrice({ priceMinor: rate * n, currency: "INR" });
        expect(displayPerClassMinor(pack.total, n)).toBe(shown);
      }
    }
  });

  it("shows a dollar rate as it is (no GST), rounded to whole dollars", () => {
    expect(teacherPerClassMinor(1_500, "USD")).toBe(1_500);
    expect(teacherPerClassMinor(1_250, "USD")).toBe(1_300);
    const pack = computePrice({ priceMinor: 1_250 * 8, currency: "USD" });
    expect(displayPerClassMinor(pack.total, 8)).toBe(1_300);
  });
});
