import { describe, expect, it } from "vitest";
import { teachersSeeFamilyContact } from "./contact-policy";

describe("teachersSeeFamilyContact", () => {
  it("is off by default and for anything but true", () => {
    expect(teachersSeeFamilyContact({} as NodeJS.ProcessEnv)).toBe(false);
    expect(teachersSeeFamilyContact({ TEACHERS_SEE_FAMILY_CONTACT: "1" } as never)).toBe(false);
    expect(teachersSeeFamilyContact({ TEACHERS_SEE_FAMILY_CONTACT: "false" } as never)).toBe(false);
  });
  it("is on only when the operator says true", () => {
    expect(teachersSeeFamilyContact({ TEACHERS_SEE_FAMILY_CONTACT: "true" } as never)).toBe(true);
  });
});
