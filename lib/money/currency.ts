export type Currency = "INR" | "USD";

/** Prices are in INR for a viewer in India's zone (either IANA name), otherwise USD (spec 1). */
export function currencyForTimeZone(timeZone: string | null | undefined): Currency {
  return timeZone === "Asia/Kolkata" || timeZone === "Asia/Calcutta" ? "INR" : "USD";
}

/** The cookie in which the browser's time zone is remembered, so server renders price correctly. */
export const TIME_ZONE_COOKIE = "tz";
/** Before the browser has told us its zone we assume the business default. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";
