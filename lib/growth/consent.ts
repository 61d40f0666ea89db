/**
 * Countries whose law requires consent before third-party tracking (GDPR and UK GDPR: the EU, the
 * EEA, the UK and Switzerland). The ad-network pixel waits for consent there; an unknown country is
 * treated the same way (decision 023).
 */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "IS",
  "LI",
  "NO",
  "GB",
  "CH",
]);

/** The cookie a visitor's choice is kept in: "granted" or "denied". */
export const CONSENT_COOKIE = "tl_ad_consent";

/** Does a visitor from this country need to consent before a third-party pixel loads? */
export function needsConsent(country: string | null): boolean {
  return country === null || CONSENT_COUNTRIES.has(country);
}

/** May the ad-network pixel fire: consent given, or none needed in the visitor's region. */
export function mayFirePixel(country: string | null, consent: string | null | undefined): boolean {
  if (consent === "denied") return false;
  return consent === "granted" || !needsConsent(country);
}

/** Booking sources whose bookings fire the conversion pixel (spec 1: sources 1 and 5). */
export const PIXEL_SOURCES: ReadonlySet<number> = new Set([1, 5]);
