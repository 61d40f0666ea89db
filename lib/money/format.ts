import type { Currency } from "./currency";

const LOCALE: Record<Currency, string> = { INR: "en-IN", USD: "en-US" };

const formatter = (currency: Currency, digits: 0 | 2) =>
  new Intl.NumberFormat(LOCALE[currency], {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

const FORMATTERS = {
  INR: { whole: formatter("INR", 0), cents: formatter("INR", 2) },
  USD: { whole: formatter("USD", 0), cents: formatter("USD", 2) },
} satisfies Record<Currency, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>;

/** Formats integer minor units: 49900 INR is "₹499", 1250 USD is "$12.50" (never "$12.5"). */
export function formatMoney(minor: number, currency: Currency): string {
  if (!Number.isInteger(minor)) throw new Error(`Money must be integer minor units, got ${minor}`);
  const f = FORMATTERS[currency];
  return minor % 100 === 0 ? f.whole.format(minor / 100) : f.cents.format(minor / 100);
}
