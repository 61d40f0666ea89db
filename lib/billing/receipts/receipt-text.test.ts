import { describe, expect, it } from "vitest";
import { receiptLines, receiptText, type ReceiptData } from "./receipt-text";

const base: ReceiptData = {
  reference: "ord_abc",
  status: "fulfilled",
  currency: "INR",
  priceMinor: 100000,
  discountMinor: 10000,
  gstMinor: 16200,
  walletMinor: 5000,
  totalMinor: 101200,
  provider: "sandbox",
  providerPaymentId: "pay_1",
  createdAt: new Date("2026-05-01T10:00:00Z"),
  paidAt: new Date("2026-05-02T10:00:00Z"),
  packName: "Piano 10",
  packClasses: 10,
  buyerFirst: "Asha",
  buyerLast: "Rao",
  buyerEmail: "asha@example.com",
};

describe("receipt", () => {
  it("lists price, discount, taxable value, GST, wallet and the amount paid (INR)", () => {
    expect(receiptLines(base)).toEqual([
      ["Piano 10 (10 classes)", "₹1,000"],
      ["Discount", "- ₹100"],
      ["Taxable value", "₹900"],
      ["GST (18%)", "₹162"],
      ["Paid from wallet", "- ₹50"],
      ["Amount paid", "₹1,012"],
    ]);
  });
  it("has no GST line in USD", () => {
    const usd = {
      ...base,
      currency: "USD" as const,
      gstMinor: 0,
      discountMinor: 0,
      walletMinor: 0,
      priceMinor: 1250,
      totalMinor: 1250,
    };
    expect(receiptLines(usd).map(([l]) => l)).not.toContain("GST (18%)");
    expect(receiptText(usd, "TutorLive")).toContain("$12.50");
  });
  it("renders a text document with the order and the buyer", () => {
    const text = receiptText(base, "TutorLive");
    expect(text).toContain("TutorLive: RECEIPT");
    expect(text).toMatch(/Order\s+ord_abc/);
    expect(text).toMatch(/Billed to\s+Asha Rao/);
    expect(text).toMatch(/Date\s+2026-05-02/);
  });
});
