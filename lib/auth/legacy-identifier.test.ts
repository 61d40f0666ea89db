import { describe, expect, it } from "vitest";
import { parseLoginIdentifier, parseMobile, splitFullName } from "./legacy-identifier";

describe("spec 1 identifiers", () => {
  it("accepts e-mail addresses and Indian mobiles of exactly 10 digits", () => {
    expect(parseLoginIdentifier(" Kid@Example.com ")).toEqual({
      kind: "email",
      email: "kid@example.com",
    });
    expect(parseLoginIdentifier("+91 98765 43210")).toEqual({
      kind: "mobile",
      countryCode: "+91",
      mobile: "9876543210",
    });
    for (const bad of ["987654321", "98765432101", "123456", "98765abc10", "kid@nowhere", ""]) {
      expect(parseLoginIdentifier(bad), bad).toBeNull();
    }
  });

  it("reads a registration mobile with its country code", () => {
    expect(parseMobile("9876543210", "91")).toEqual({
      kind: "mobile",
      countryCode: "+91",
      mobile: "9876543210",
    });
    expect(parseMobile("9876543210", undefined)?.countryCode).toBe("+91");
    expect(parseMobile("501234567", "+971")).toEqual({
      kind: "mobile",
      countryCode: "+971",
      mobile: "501234567",
    });
    expect(parseMobile("98765", "+91")).toBeNull();
    expect(parseMobile("501234567", "+91")).toBeNull();
    expect(parseMobile("9876543210", "abc")).toBeNull();
    expect(parseMobile("a@b.co", "+91")).toBeNull();
  });

  it("splits a full name on its first space when no last name is given", () => {
    expect(splitFullName("Asha  Rani Iyer", "")).toEqual({
      firstName: "Asha",
      lastName: "Rani Iyer",
    });
    expect(splitFullName(" Asha ", " Iyer ")).toEqual({ firstName: "Asha", lastName: "Iyer" });
    expect(splitFullName("Asha", "")).toEqual({ firstName: "Asha", lastName: "" });
  });
});
