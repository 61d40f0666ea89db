import { randomInt } from "node:crypto";

export const GENERATED_PASSWORD_LENGTH = 8;

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const ALPHANUMERIC = UPPER + LOWER + DIGITS;

/** `length` characters drawn uniformly from `alphabet` with a CSPRNG. */
export function randomString(alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/**
 * A password for a user who signed up without one (spec 1: "Generated passwords are 8 alphanumeric
 * characters"). It always mixes upper case, lower case and digits, so it passes any usual policy;
 * drawing again until it does keeps every such password equally likely.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  for (;;) {
    const candidate = randomString(ALPHANUMERIC, length);
    if (/[A-Z]/.test(candidate) && /[a-z]/.test(candidate) && /[0-9]/.test(candidate)) {
      return candidate;
    }
  }
}

export const REFERRAL_CODE_LENGTH = 8;

/** A user's own referral code: 8 upper-case letters and digits from a CSPRNG. */
export function generateReferralCode(): string {
  return randomString(UPPER + DIGITS, REFERRAL_CODE_LENGTH);
}
