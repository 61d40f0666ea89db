/** How accounts are found: an e-mail address, or a mobile number with its country dial code. */
export type Identifier =
  { kind: "email"; email: string } | { kind: "mobile"; countryCode: string; mobile: string };

export const DEFAULT_COUNTRY_CODE = "+91";

/** "+91" from "91", "+91" or " +91 "; null when it is not a dial code. */
export function normalizeCountryCode(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").trim().replace(/^\+/, "");
  return /^[0-9]{1,4}$/.test(digits) ? `+${digits}` : null;
}

/**
 * Reads what a user typed into "mobile or e-mail": an address (lower-cased), or a number. A number
 * written with its code (+91 98765 43210, 0091...) keeps that code; a bare one takes the default.
 */
export function parseIdentifier(
  raw: string,
  countryCode = DEFAULT_COUNTRY_CODE,
): Identifier | null {
  const text = raw.trim();
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { kind: "email", email } : null;
  }
  const compact = text.replace(/[\s\-().]/g, "");
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  const code = normalizeCountryCode(countryCode) ?? DEFAULT_COUNTRY_CODE;
  const codeDigits = code.slice(1);
  let digits = compact.replace(/^\+/, "").replace(/^00/, "");
  if ((compact.startsWith("+") || compact.startsWith("00")) && digits.startsWith(codeDigits)) {
    digits = digits.slice(codeDigits.length);
  } else if (code === "+91" && digits.length === 12 && digits.startsWith("91")) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith("0")) {
    digits = digits.slice(1);
  }
  return /^[0-9]{5,12}$/.test(digits)
    ? { kind: "mobile", countryCode: code, mobile: digits }
    : null;
}

/** The address a code or message goes to: E.164 for a mobile, the address for an e-mail. */
export function destinationOf(id: Identifier): string {
  return id.kind === "email" ? id.email : `${id.countryCode}${id.mobile}`;
}
