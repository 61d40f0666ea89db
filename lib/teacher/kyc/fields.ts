import { KYC_MESSAGES as M } from "./messages";

/** PAN: 5 letters, 4 digits, 1 letter (upper case; the 4th letter is the holder type). */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;
/** IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** GSTIN: state code, the PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Indian bank account numbers: 9 to 18 digits. */
export const ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN check character (mod-36 weighted sum of the first 14). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Upper-cased and without spaces, as people type them. */
export const normalizeCode = (v: string) => v.replace(/\s+/g, "").toUpperCase();

export function panError(v: string): string | null {
  if (!v) return M.panRequired;
  return PAN_PATTERN.test(v) ? null : M.panInvalid;
}

export function ifscError(v: string): string | null {
  if (!v) return M.ifscRequired;
  return IFSC_PATTERN.test(v) ? null : M.ifscInvalid;
}

/** An optional GSTIN: its shape, its check character, and the PAN inside it. */
export function gstinError(v: string, pan: string): string | null {
  if (!v) return null;
  if (!GSTIN_PATTERN.test(v) || gstinCheckChar(v.slice(0, 14)) !== v[14]) return M.gstInvalid;
  return pan && v.slice(2, 12) !== pan ? M.gstPanMismatch : null;
}

export function accountError(v: string): string | null {
  if (!v) return M.accountRequired;
  return ACCOUNT_PATTERN.test(v) ? null : M.accountInvalid;
}

/** Masks that show only the last four characters (the rest is never sent to a page). */
export const maskPan = (pan: string) => `XXXXXX${pan.slice(-4)}`;
export const maskCode = (code: string) =>
  `${"X".repeat(Math.max(code.length - 4, 0))}${code.slice(-4)}`;
export const maskAccount = (acno: string) =>
  `${"X".repeat(Math.max(acno.length - 4, 0))}${acno.slice(-4)}`;
