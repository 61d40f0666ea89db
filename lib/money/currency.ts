import { isTimeZone } from "@/lib/fields/is-time-zone";

export const CURRENCIES = ["INR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Prices are in INR for a viewer in India's zone (either IANA name), otherwise USD (spec 1). */
export function currencyForTimeZone(timeZone: string | null | undefined): Currency {
  return timeZone === "Asia/Kolkata" || timeZone === "Asia/Calcutta" ? "INR" : "USD";
}

export const CURRENCY_SYMBOL: Record<Currency, string> = { INR: "₹", USD: "$" };

/** The cookie in which the browser's time zone is remembered, so server renders price correctly. */
export const TIME_ZONE_COOKIE = "tz";
/** Before the browser has told us its zone we assume the business default. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

export function isCurrency(value: unknown): value is Currency {
  return CURRENCIES.includes(value as Currency);
}

export interface ViewerMoney {
  timeZone: string;
  currency: Currency;
}

/**
 * The viewer's zone and currency from what a request carries, strongest first: an explicit `cur`
 * (the legacy clients send it), a `tz` parameter, the remembered `tz` cookie, then the default zone.
 * Invalid values are skipped, never trusted.
 */
export function resolveViewerMoney(sources: {
  cur?: string | null;
  tz?: string | null;
  cookieTz?: string | null;
}): ViewerMoney {
  const zone = [sources.tz, sources.cookieTz].find(
    (z): z is string => typeof z === "string" && isTimeZone(z),
  );
  const timeZone = zone ?? DEFAULT_TIME_ZONE;
  const cur = sources.cur?.toUpperCase();
  return { timeZone, currency: isCurrency(cur) ? cur : currencyForTimeZone(timeZone) };
}

/** The answer of GET /get-currency. */
export function currencyAnswer(viewer: ViewerMoney) {
  return {
    currency: viewer.currency,
    symbol: CURRENCY_SYMBOL[viewer.currency],
    time_zone: viewer.timeZone,
  };
}

/** Integer minor units as the legacy JSON's decimal amount: 49900 is 499, 1250 is 12.5. */
export function minorToMajor(minor: number): number {
  return minor / 100;
}
