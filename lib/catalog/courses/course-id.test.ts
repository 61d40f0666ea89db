import { describe, expect, it } from "vitest";
import { encodeId } from "../../ids";
import { ageCookieHeader, ageFromCookieValue, ageOfRequest } from "./age-cookie";
import { courseIdFrom } from "./course-id";

describe("course ids as the legacy clients send them", () => {
  it("accepts numbers, digits and base64 digits", () => {
    expect(courseIdFrom(12)).toBe(12);
    expect(courseIdFrom("12")).toBe(12);
    expect(courseIdFrom(" 12 ")).toBe(12);
    expect(courseIdFrom(encodeId(12))).toBe(12);
    expect(courseIdFrom(encodeURIComponent(encodeId(1234)))).toBe(1234);
  });

  it("refuses everything else", () => {
    for (const bad of [0, -1, 1.5, "0", "012", "", "abc", "MTI", 2_147_483_648, null, {}]) {
      expect(courseIdFrom(bad), String(bad)).toBeNull();
    }
  });
});

describe("the remembered age", () => {
  it("is written as an HttpOnly cookie and read back when valid", () => {
    expect(ageCookieHeader(9, false)).toBe(
      "learner_age=9; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax",
    );
    expect(ageCookieHeader(9, true)).toMatch(/; Secure$/);
    expect(ageFromCookieValue("9")).toBe(9);
    for (const bad of [undefined, null, "", "2", "100", "x", "9.5"]) {
      expect(ageFromCookieValue(bad)).toBeUndefined();
    }
    const request = new Request("http://x.test/", { headers: { cookie: "a=1; learner_age=11" } });
    expect(ageOfRequest(request)).toBe(11);
  });
});
