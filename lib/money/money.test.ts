import { describe, expect, it } from "vitest";
import { currencyForTimeZone } from "./currency";
import { formatMoney } from "./format";

describe("currency choice", () => {
  it("is INR for both names of India's zone and USD elsewhere", () => {
    expect(currencyForTimeZone("Asia/Kolkata")).toBe("INR");
    expect(currencyForTimeZone("Asia/Calcutta")).toBe("INR");
    expect(currencyForTimeZone("America/New_York")).toBe("USD");
    expect(currencyForTimeZone("Asia/Dubai")).toBe("USD");
    expect(currencyForTimeZone(undefined)).toBe("USD");
  });
});

describe("money formatting", () => {
  it("formats minor units with Indian grouping for INR", () => {
    expect(formatMoney(49900, "INR")).toBe("₹499");
    expect(formatMoney(12345600, "INR")).toBe("₹1,23,456");
    expect(formatMoney(49950, "INR")).toBe("₹499.50");
  });

  it("formats USD with two decimals only when needed", () => {
    expect(formatMoney(1200, "USD")).toBe("$12");
    expect(formatMoney(1250, "USD")).toBe("$12.50");
    expect(formatMoney(1999, "USD")).toBe("$19.99");
  });

  it("refuses fractional minor units", () => {
    expect(() => formatMoney(10.5, "USD")).toThrow(/integer minor units/);
  });
});
