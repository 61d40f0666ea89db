import { describe, expect, it } from "vitest";
import { z } from "zod";
import { timeZoneInCookies, viewerTimeZone } from "@/lib/money/time-zone-cookie";
import {
  e164,
  emailField,
  FIELD_MESSAGES,
  hasSpecLength,
  isEmail,
  isTimeZone,
  longTextField,
  normalizeCountryCode,
  parseId,
  parsePhone,
  remainingLabel,
  toOptionalText,
  toText,
  truthy,
} from "./index";

describe("e-mail rule", () => {
  it("gives z.email()'s verdict", () => {
    for (const text of [
      "a@b.co",
      "x.y+z@sub.example.in",
      "a@b",
      "a b@c.co",
      "a@@b.co",
      "",
      "a@b.c",
    ]) {
      expect(isEmail(text), text).toBe(z.email().safeParse(text).success);
    }
  });

  it("trims, lower-cases and gives one message", () => {
    expect(emailField().parse(" A@B.CO ")).toBe("a@b.co");
    const bad = emailField().safeParse("nope");
    expect(bad.success ? null : bad.error.issues.map((i) => i.message)).toEqual([
      FIELD_MESSAGES.emailInvalid,
    ]);
  });
});

describe("phone rule", () => {
  it("reads the number's own code before the picker's", () => {
    expect(parsePhone("+44 7911 123456")).toEqual({ countryCode: "+44", mobile: "7911123456" });
    expect(parsePhone("0044 7911 123456", "+91")).toEqual({
      countryCode: "+44",
      mobile: "7911123456",
    });
    expect(e164(parsePhone("+44 7911 123456")!)).toBe("+447911123456");
  });

  it("defaults a bare number to +91 and drops trunk prefixes", () => {
    for (const raw of ["9876543210", "09876543210", "919876543210", "+91 98765-43210"]) {
      expect(parsePhone(raw), raw).toEqual({ countryCode: "+91", mobile: "9876543210" });
    }
    expect(parsePhone("07911123456", "+44")).toEqual({ countryCode: "+44", mobile: "7911123456" });
  });

  it("applies the spec's lengths: 10 digits in India, 5-12 and 10 with the code elsewhere", () => {
    expect(hasSpecLength("+91", "9876543210")).toBe(true);
    expect(hasSpecLength("+91", "987654321")).toBe(false);
    expect(hasSpecLength("+971", "501234567")).toBe(true);
    expect(hasSpecLength("+1", "12345678")).toBe(false);
    expect(hasSpecLength("+44", "1234567890123")).toBe(false);
    expect(parsePhone("501234567", "+971")).toEqual({ countryCode: "+971", mobile: "501234567" });
    expect(parsePhone("501234567", "+91")).toBeNull();
    expect(parsePhone("123456", "+1264")).not.toBeNull();
    expect(parsePhone("9876", "+9712")).toBeNull();
    expect(parsePhone("98765abc10")).toBeNull();
    expect(parsePhone("9876543210", "abc")).toBeNull();
    expect(normalizeCountryCode(" 91 ")).toBe("+91");
    expect(normalizeCountryCode("+12345")).toBeNull();
  });
});

describe("long text rule", () => {
  it("holds 600 characters after trimming, with one message and a remaining-count hint", () => {
    expect(longTextField().parse(` ${"a".repeat(600)} `)).toHaveLength(600);
    const long = longTextField().safeParse("a".repeat(601));
    expect(long.success ? null : long.error.issues[0]?.message).toBe(
      FIELD_MESSAGES.longTextTooLong,
    );
    const empty = longTextField("Say something.").safeParse("  ");
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe("Say something.");
    expect(remainingLabel(1)).toBe("1 character left");
    expect(remainingLabel(600)).toBe("600 characters left");
  });
});

describe("time-zone rule and the tz cookie", () => {
  it("accepts IANA names only", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("+05:30")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("reads the cookie once, and falls back to India (INR, IST) when it is missing or bad", () => {
    expect(timeZoneInCookies("a=1; tz=America%2FNew_York")).toBe("America/New_York");
    expect(timeZoneInCookies("tz=Mars%2FOlympus")).toBeNull();
    expect(timeZoneInCookies("tz=%E0%A4%A")).toBeNull();
    expect(timeZoneInCookies("xtz=UTC")).toBeNull();
    expect(timeZoneInCookies(null)).toBeNull();
    expect(viewerTimeZone(null)).toBe("Asia/Kolkata");
    expect(viewerTimeZone("UTC")).toBe("UTC");
  });
});

describe("id rule", () => {
  it("reads plain and base64 ids, nothing else", () => {
    expect(parseId("MTI=")).toBe(12);
    expect(parseId(12)).toBe(12);
    expect(parseId("12")).toBe(12);
    expect(parseId("99999999999")).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});

describe("loose legacy coercions", () => {
  it("turns numbers into text and blanks into absent", () => {
    expect(toText(9)).toBe("9");
    expect(toText(null)).toBeUndefined();
    expect(toOptionalText("  ")).toBeUndefined();
    expect(toOptionalText("x")).toBe("x");
    expect(truthy("yes")).toBe(true);
    expect(truthy("0")).toBe(false);
    expect(truthy(2)).toBe(false);
  });
});
