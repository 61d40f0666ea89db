import {
  DEFAULT_COUNTRY_CODE,
  normalizeCountryCode,
  parseIdentifier,
  type Identifier,
} from "./identifiers";

export type MobileIdentifier = Extract<Identifier, { kind: "mobile" }>;

/**
 * A spec 1 login identifier (cust_id, cust_entry): an e-mail address or a mobile, by the field
 * rules of lib/fields (a bare number is Indian and has 10 digits; "+44 7911 123456" is British).
 */
export function parseLoginIdentifier(raw: string): Identifier | null {
  return parseIdentifier(raw);
}

/** A mobile number with its country code (registration); null when it is not one. */
export function parseMobile(raw: string, countryCode?: string | null): MobileIdentifier | null {
  const code = countryCode ? normalizeCountryCode(countryCode) : DEFAULT_COUNTRY_CODE;
  if (!code || raw.includes("@")) return null;
  const id = parseIdentifier(raw, code);
  return id?.kind === "mobile" ? id : null;
}

/** "A full name is split on a space into first and last name" (spec 1 section 5). */
export function splitFullName(
  first: string,
  last: string,
): { firstName: string; lastName: string } {
  const f = first.trim().replace(/\s+/g, " ");
  const l = last.trim().replace(/\s+/g, " ");
  if (l || !f.includes(" ")) return { firstName: f, lastName: l };
  const at = f.indexOf(" ");
  return { firstName: f.slice(0, at), lastName: f.slice(at + 1) };
}
