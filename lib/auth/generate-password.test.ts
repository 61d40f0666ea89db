import { describe, expect, it } from "vitest";
import { generatePassword, generateReferralCode, randomString } from "./generate-password";

describe("generated passwords", () => {
  it("are 8 alphanumeric characters mixing upper case, lower case and digits", () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
    }
  });

  it("do not repeat", () => {
    const seen = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(seen.size).toBe(500);
  });

  it("use every character of the alphabet", () => {
    const seen = new Set(randomString("abc", 300));
    expect([...seen].sort()).toEqual(["a", "b", "c"]);
  });
});

describe("referral codes", () => {
  it("are 8 upper-case letters and digits", () => {
    for (let i = 0; i < 200; i++) expect(generateReferralCode()).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(Array.from({ length: 200 }, generateReferralCode)).size).toBe(200);
  });
});
