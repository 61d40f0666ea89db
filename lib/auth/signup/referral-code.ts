import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const REFERRAL_CODE_LENGTH = 8;

/** A referral code: 8 upper-case letters and digits from a CSPRNG (36^8, about 2.8e12 codes). */
export function generateReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
