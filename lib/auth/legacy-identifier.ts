import {
  DEFAULT_COUNTRY_CODE,
  normalizeCountryCode,
  parseIdentifier,
  type Identifier,
} from "./identifiers";

export type MobileIdentifier = Extract<Identifier, { kind: "mobile" }>;

/**
 * Spec 1: a mobile number is exactly 10 digits. That is the rule for India (+91), the default; numbers
 * of other countries (registration sends country_code) may be 6 to 12 digits long.
 */
export function isAcceptedMobile(id: MobileIdentifier): boolean {
  return id.countryCode === DEFAULT_COUNTRY_CODE
    ? /^[0-9]{10}$/.test(id.mobile)
    : /^[0-9]{6,12}$/.test(id.mobile);
}

/** A spec 1 login identifier (cust_id, cust_entry): an e-mail address, or an Indian mobile. */
export function parseLoginIdentifier(raw: string): Identifier | null {
  const id = parseIdentifier(raw);
  if (!id) return null;
  return id.kind === "email" || isAcceptedMobile(id) ? id : null;
}

/** A mobile number with its country code (registration); null when it is not one. */
export function parseMobile(raw: string, countryCode?: string | null): MobileIdentifier | null {
  const code = countryCode ? normalizeCountryCode(countryCode) : DEFAULT_COUNTRY_CODE;
  if (!code || raw.includes("@")) return null;
  const id = parseIdentifier(raw, code);
  return id?.kind === "mobile" && isAcceptedMobile(id) ? id : null;
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
