import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { currencyRates } from "@/db/schema/billing";
import type { Currency } from "../../money/currency";

/**
 * Minor units of `to` one minor unit of `from` is worth, from the currency_rates table: the direct
 * pair, else the inverse of the reverse pair (the seed stores USD→INR only), rounded to 6 decimals.
 */
export async function rateBetween(db: Db, from: Currency, to: Currency): Promise<number> {
  if (from === to) return 1;
  const [direct] = await db
    .select({ rate: currencyRates.rate })
    .from(currencyRates)
    .where(and(eq(currencyRates.fromCurrency, from), eq(currencyRates.toCurrency, to)));
  if (direct) return Number(direct.rate);
  const [reverse] = await db
    .select({ rate: currencyRates.rate })
    .from(currencyRates)
    .where(and(eq(currencyRates.fromCurrency, to), eq(currencyRates.toCurrency, from)));
  if (reverse) return Math.round((1 / Number(reverse.rate)) * 1_000_000) / 1_000_000;
  throw new Error(`No currency rate between ${from} and ${to}`);
}

/** An amount converted at a rate, rounded half up to the minor unit. */
export function convertMinor(amountMinor: number, rate: number): number {
  return Math.round(amountMinor * rate);
}
