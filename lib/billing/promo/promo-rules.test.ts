import { describe, expect, it } from "vitest";
import { invalidPromoMessage } from "./messages";
import { checkPromoLimits, checkPromoTerms } from "./validate-promo";

const base = {
  isActive: true,
  validFrom: new Date("2025-01-01T00:00:00Z"),
  validTo: new Date("2025-12-31T00:00:00Z"),
  currency: null,
  courseId: null,
};
const now = new Date("2025-06-01T00:00:00Z");

describe("promo terms", () => {
  it.each([
    ["valid", base, now, undefined, null],
    ["inactive", { ...base, isActive: false }, now, undefined, "inactive"],
    ["before the start", base, new Date("2024-12-31T23:59:59Z"), undefined, "not_started"],
    ["at the start", base, base.validFrom, undefined, null],
    ["at the end (exclusive)", base, base.validTo, undefined, "expired"],
    [
      "other currency",
      { ...base, currency: "USD" as const },
      now,
      { currency: "INR" as const, courseMatches: true },
      "wrong_currency",
    ],
    [
      "same currency",
      { ...base, currency: "INR" as const },
      now,
      { currency: "INR" as const, courseMatches: true },
      null,
    ],
    [
      "other course",
      { ...base, courseId: 5 },
      now,
      { currency: "INR" as const, courseMatches: false },
      "wrong_course",
    ],
    ["course scope without a pack is not checked", { ...base, courseId: 5 }, now, undefined, null],
  ])("%s", (_name, promo, at, pack, reason) => {
    expect(checkPromoTerms(promo, at, pack)).toBe(reason);
  });
});

describe("promo limits", () => {
  it.each([
    [{ maxUses: null, maxUsesPerUser: 1 }, { total: 100, byUser: 0 }, null],
    [{ maxUses: null, maxUsesPerUser: 1 }, { total: 1, byUser: 1 }, "already_used"],
    [{ maxUses: 3, maxUsesPerUser: 2 }, { total: 2, byUser: 1 }, null],
    [{ maxUses: 3, maxUsesPerUser: 2 }, { total: 3, byUser: 0 }, "used_up"],
    [{ maxUses: 3, maxUsesPerUser: 2 }, { total: 2, byUser: 2 }, "already_used"],
  ])("%j with %j → %s", (promo, used, reason) => {
    expect(checkPromoLimits(promo, used)).toBe(reason);
  });

  it("words the invalid-promocode notice with its reason", () => {
    expect(invalidPromoMessage("expired")).toBe("Invalid Promocode: This code has expired.");
  });
});
