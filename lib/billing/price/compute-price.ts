import type { Currency } from "../../money/currency";

import { GST_PERCENT } from "./gst";

export { GST_PERCENT };

/** Coupon type 1 is a percent discount; any other type is a flat amount in INR minor units. */
export const PERCENT_COUPON = 1;

export interface PromoTerms {
  /** 1 = percent; otherwise flat. */
  couponType: number;
  /** Whole percent for type 1; flat amount in INR minor units (paise) otherwise. */
  discount: number;
}

export interface PriceInput {
  /** Base price of the pack before GST, in minor units of `currency` (positive integer). */
  priceMinor: number;
  currency: Currency;
  promo?: PromoTerms | null;
  /**
   * Minor units of `currency` one INR minor unit is worth (1 for INR packs). Needed only for a flat
   * promo on a non-INR pack; kept to 6 decimals like the currency_rates table.
   */
  inrRate?: number;
  /** Wallet balance the buyer chose to use, in minor units of `currency` (0 or absent: none). */
  walletAvailableMinor?: number;
}

/** Every amount in integer minor units of `currency`; total = price - discount + gst - wallet. */
export interface PriceBreakdown {
  currency: Currency;
  price: number;
  discount: number;
  gst: number;
  wallet: number;
  total: number;
}

/** a × b / c rounded half up, exactly (BigInt), for non-negative integers. */
function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((n * 2n + d) / (2n * d));
}

/** The rate as an integer number of millionths (currency_rates keeps 6 decimals). */
function micro(rate: number): number {
  return Math.round(rate * 1_000_000);
}

function assertWhole(name: string, value: number) {
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be integer minor units`);
}

/**
 * The one price rule. Discount: percent × price / 100 rounded half up (coupon type 1), or the flat
 * INR amount converted to the pack currency with `inrRate` and rounded half up; never more than the
 * price. GST: 18% of (price - discount), rounded half up, only for INR. Wallet: up to what is left
 * to pay after discount and GST. Nothing is ever negative.
 */
export function computePrice(input: PriceInput): PriceBreakdown {
  const { priceMinor: price, currency } = input;
  assertWhole("price", price);
  if (price <= 0) throw new Error("price must be positive");

  let discount = 0;
  const promo = input.promo;
  if (promo && promo.discount > 0) {
    assertWhole("discount", promo.discount);
    if (promo.couponType === PERCENT_COUPON) {
      discount = mulDivRound(price, Math.min(promo.discount, 100), 100);
    } else if (currency === "INR") {
      discount = promo.discount;
    } else {
      const rate = micro(input.inrRate ?? 0);
      if (rate <= 0) throw new Error(`a flat promo on a ${currency} pack needs the INR rate`);
      discount = mulDivRound(promo.discount, rate, 1_000_000);
    }
  }
  discount = Math.min(Math.max(discount, 0), price);

  const taxable = price - discount;
  const gst = currency === "INR" ? mulDivRound(taxable, GST_PERCENT, 100) : 0;
  const payable = taxable + gst;

  const available = Math.max(0, Math.floor(input.walletAvailableMinor ?? 0));
  const wallet = Math.min(available, payable);
  return { currency, price, discount, gst, wallet, total: payable - wallet };
}
