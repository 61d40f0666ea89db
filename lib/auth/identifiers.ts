import { DEFAULT_COUNTRY_CODE, isEmail, normalizeCountryCode, parsePhone } from "@/lib/fields";

export { DEFAULT_COUNTRY_CODE, normalizeCountryCode };

/** How accounts are found: an e-mail address, or a mobile number with its country dial code. */
export type Identifier =
  { kind: "email"; email: string } | { kind: "mobile"; countryCode: string; mobile: string };

/**
 * Reads what a user typed into "mobile or e-mail": an address (lower-cased), or a number, by the
 * field rules of lib/fields. A number written with its code (+44 7911 123456, 0091...) keeps that
 * code; a bare one takes `countryCode` (default +91).
 */
export function parseIdentifier(
  raw: string,
  countryCode = DEFAULT_COUNTRY_CODE,
): Identifier | null {
  const text = raw.trim();
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return isEmail(email) ? { kind: "email", email } : null;
  }
  const phone = parsePhone(text, normalizeCountryCode(countryCode) ?? DEFAULT_COUNTRY_CODE);
  return phone ? { kind: "mobile", ...phone } : null;
}

/** The address a code or message goes to: E.164 for a mobile, the address for an e-mail. */
export function destinationOf(id: Identifier): string {
  return id.kind === "email" ? id.email : `${id.countryCode}${id.mobile}`;
}
