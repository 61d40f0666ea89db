import { describe, expect, it } from "vitest";
import { CHARACTER_SLIDE_CLASSES, charactersPerView } from "./character-breakpoints";

describe("story-character carousel", () => {
  it("shows 2, 3 or 6 characters by width", () => {
    expect(charactersPerView(390)).toBe(2);
    expect(charactersPerView(767)).toBe(2);
    expect(charactersPerView(768)).toBe(3);
    expect(charactersPerView(1199)).toBe(3);
    expect(charactersPerView(1280)).toBe(6);
  });

  it("its slide classes spell the same breakpoints", () => {
    expect(CHARACTER_SLIDE_CLASSES).toContain("basis-1/2");
    expect(CHARACTER_SLIDE_CLASSES).toContain("min-[768px]:basis-1/3");
    expect(CHARACTER_SLIDE_CLASSES).toContain("min-[1200px]:basis-1/6");
  });
});
