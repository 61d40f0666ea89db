import { describe, expect, it } from "vitest";
import { newsletterEmailError } from "./newsletter-rule";
import { newsletterSchema } from "./schemas";

describe("newsletterEmailError", () => {
  it.each([
    "parent@example.com",
    "  parent@example.com  ",
    "a@b.c",
    "not-an-email",
    "two words@example.com",
    "a@b",
    "",
    "   ",
    `${"a".repeat(245)}@example.com`,
    `${"a".repeat(240)}@example.com`,
  ])("agrees with the server's schema for %j", (email) => {
    const parsed = newsletterSchema.safeParse({ email });
    const expected = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    expect(newsletterEmailError(email)).toBe(expected);
  });
});
