// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins truthy class names with single spaces", () => {
    const off = false as boolean;
    expect(cn("a", off && "b", null, undefined, 0, "", "c")).toBe("a c");
    expect(cn()).toBe("");
  });
});
