import { describe, expect, it } from "vitest";
import { uniqueViolation } from "./unique-violation";

describe("uniqueViolation", () => {
  it("finds the broken constraint through drizzle's wrapper, for both drivers", () => {
    const postgresJs = { code: "23505", constraint_name: "users_referral_code_key" };
    const pglite = { code: "23505", constraint: "users_role_email_key" };
    expect(uniqueViolation(new Error("Failed query", { cause: postgresJs }))).toBe(
      "users_referral_code_key",
    );
    expect(uniqueViolation(new Error("Failed query", { cause: pglite }))).toBe(
      "users_role_email_key",
    );
  });

  it("is null for other errors", () => {
    expect(uniqueViolation(new Error("boom", { cause: { code: "23503" } }))).toBeNull();
    expect(uniqueViolation("text")).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
  });
});
