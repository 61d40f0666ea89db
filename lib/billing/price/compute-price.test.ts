import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computePrice, type PriceInput } from "./compute-price";

const USD_PER_PAISA = 1 / 8350; // 1 USD = 83.5 INR: one paisa is 1/83.5 of a cent

describe("computePrice", () => {
  const cases: [string, PriceInput, [number, number, number, number, number]][] = [
    [
      "INR, no promo: GST 18%",
      { priceMinor: 100000, currency: "INR" },
      [100000, 0, 18000, 0, 118000],
    ],
    ["USD, no promo: no GST", { priceMinor: 4800, currency: "USD" }, [4800, 0, 0, 0, 4800]],
    [
      "INR 10% promo",
      { priceMinor: 199900, currency: "INR", promo: { couponType: 1, discount: 10 } },
      [199900, 19990, 32384, 0, 212294],
    ],
    [
      "percent rounds half up (33.5 → 34)",
      { priceMinor: 335, currency: "USD", promo: { couponType: 1, discount: 10 } },
      [335, 34, 0, 0, 301],
    ],
    [
      "percent rounds down below half (33.4 → 33)",
      { priceMinor: 334, currency: "USD", promo: { couponType: 1, discount: 10 } },
      [334, 33, 0, 0, 301],
    ],
    [
      "GST rounds half up (0.5 paisa → 1)",
      { priceMinor: 25, currency: "INR" },
      [25, 0, 5, 0, 30], // 25 × 0.18 = 4.5 → 5
    ],
    ["GST rounds down below half", { priceMinor: 24, currency: "INR" }, [24, 0, 4, 0, 28]],
    [
      "INR flat ₹500",
      { priceMinor: 200000, currency: "INR", promo: { couponType: 2, discount: 50000 } },
      [200000, 50000, 27000, 0, 177000],
    ],
    [
      "USD flat ₹500 converted (598.8 → 599 cents)",
      {
        priceMinor: 4800,
        currency: "USD",
        promo: { couponType: 2, discount: 50000 },
        inrRate: 0.011976,
      },
      [4800, 599, 0, 0, 4201],
    ],
    [
      "flat discount ≥ price is capped",
      { priceMinor: 30000, currency: "INR", promo: { couponType: 2, discount: 50000 } },
      [30000, 30000, 0, 0, 0],
    ],
    [
      "100% percent",
      { priceMinor: 4800, currency: "USD", promo: { couponType: 1, discount: 100 } },
      [4800, 4800, 0, 0, 0],
    ],
    [
      "wallet part payment after discount and GST",
      {
        priceMinor: 100000,
        currency: "INR",
        promo: { couponType: 1, discount: 10 },
        walletAvailableMinor: 20000,
      },
      [100000, 10000, 16200, 20000, 86200],
    ],
    [
      "wallet pays everything, never more than payable",
      { priceMinor: 100000, currency: "INR", walletAvailableMinor: 500000 },
      [100000, 0, 18000, 118000, 0],
    ],
    [
      "negative wallet balance is ignored",
      { priceMinor: 4800, currency: "USD", walletAvailableMinor: -100 },
      [4800, 0, 0, 0, 4800],
    ],
  ];

  it.each(cases)("%s", (_name, input, [price, discount, gst, wallet, total]) => {
    expect(computePrice(input)).toEqual({
      currency: input.currency,
      price,
      discount,
      gst,
      wallet,
      total,
    });
  });

  it("refuses fractional or non-positive prices and a flat USD promo without a rate", () => {
    expect(() => computePrice({ priceMinor: 10.5, currency: "INR" })).toThrow(/integer/);
    expect(() => computePrice({ priceMinor: 0, currency: "INR" })).toThrow(/positive/);
    expect(() =>
      computePrice({ priceMinor: 100, currency: "USD", promo: { couponType: 2, discount: 100 } }),
    ).toThrow(/rate/);
  });

  it("holds its invariants for any input", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.constantFrom("INR" as const, "USD" as const),
        fc.option(
          fc.oneof(
            fc.record({ couponType: fc.constant(1), discount: fc.integer({ min: 1, max: 100 }) }),
            fc.record({
              couponType: fc.integer({ min: 0, max: 5 }).filter((n) => n !== 1),
              discount: fc.integer({ min: 1, max: 10_000_000 }),
            }),
          ),
        ),
        fc.integer({ min: -1000, max: 100_000_000 }),
        (priceMinor, currency, promo, walletAvailableMinor) => {
          const r = computePrice({
            priceMinor,
            currency,
            promo,
            walletAvailableMinor,
            inrRate: currency === "INR" ? 1 : USD_PER_PAISA,
          });
          for (const v of [r.price, r.discount, r.gst, r.wallet, r.total]) {
            expect(Number.isInteger(v) && v >= 0).toBe(true);
          }
          expect(r.total).toBe(r.price - r.discount + r.gst - r.wallet);
          expect(r.discount).toBeLessThanOrEqual(r.price);
          if (currency === "USD") expect(r.gst).toBe(0);
          else expect(r.gst).toBe(Math.round(((r.price - r.discount) * 18) / 100));
          expect(r.wallet).toBeLessThanOrEqual(Math.max(0, walletAvailableMinor));
        },
      ),
    );
  });
});
