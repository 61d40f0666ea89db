import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A mobile number as accounts store it: its dial code ("+44") and national digits. */
export interface Phone {
  countryCode: string;
  mobile: string;
}

/** The default dial code (spec 1 §9): a bare number is Indian. */
export const DEFAULT_COUNTRY_CODE = "+91";
/** Spec 1 §9: an Indian mobile is exactly 10 digits. */
export const INDIAN_MOBILE_LENGTH = 10;
/** Spec 2 §5, spec 3 §9: elsewhere the national part is 5 to 12 digits, and 10+ with the code. */
export const NATIONAL_LENGTH = { min: 5, max: 12, minWithCode: 10 } as const;

/** "+91" from "91", "+91" or " +91 "; null when it is not a dial code. */
export function normalizeCountryCode(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").trim().replace(/^\+/, "");
  return /^[0-9]{1,4}$/.test(digits) ? `+${digits}` : null;
}

/** Does a national number have the spec's length for its dial code? */
export function hasSpecLength(countryCode: string, mobile: string): boolean {
  if (!/^[0-9]+$/.test(mobile)) return false;
  if (countryCode === DEFAULT_COUNTRY_CODE) return mobile.length === INDIAN_MOBILE_LENGTH;
  return (
    mobile.length >= NATIONAL_LENGTH.min &&
    mobile.length <= NATIONAL_LENGTH.max &&
    countryCode.length - 1 + mobile.length >= NATIONAL_LENGTH.minWithCode
  );
}

/**
 * Reads a mobile number the way every form and legacy call does (decision 014). libphonenumber-js
 * parses it: a number written with its own code ("+44 7911 123456", "0044...") keeps that code,
 * whatever `countryCode` says; a bare one takes `countryCode` (default +91), and the country's
 * trunk prefix ("0" in 07911..., or a repeated 91) is dropped. Spaces, dashes, dots and brackets
 * are ignored. The length rule is the spec's (`hasSpecLength`), not libphonenumber's numbering
 * plans, so fictitious demo numbers (9000000001) stay valid. Null when it is not a mobile.
 */
export function parsePhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): Phone | null {
  const code = normalizeCountryCode(countryCode);
  if (!code) return null;
  const compact = raw.trim().replace(/[\s\-().]/g, "");
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  const text = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  const parsed = readNumber(text, code.slice(1));
  if (!parsed) return null;
  const phone = {
    countryCode: `+${parsed.countryCallingCode}`,
    mobile: String(parsed.nationalNumber),
  };
  return hasSpecLength(phone.countryCode, phone.mobile) ? phone : null;
}

/**
 * libphonenumber-js's reading. A dial code it does not know as a calling code (the countries list
 * has "+1264" for Anguilla, which is +1 with area 264) is read as the start of an E.164 number.
 */
function readNumber(text: string, codeDigits: string) {
  try {
    return parsePhoneNumberFromString(text, { defaultCallingCode: codeDigits });
  } catch {
    return text.startsWith("+") ? undefined : parsePhoneNumberFromString(`+${codeDigits}${text}`);
  }
}

/** The number in E.164 ("+447911123456"): where messages go and how accounts are matched. */
export function e164(phone: Phone): string {
  return `${phone.countryCode}${phone.mobile}`;
}
