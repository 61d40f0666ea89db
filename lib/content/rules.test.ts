import { describe, expect, it } from "vitest";
import { BLOG_EXCERPT_CHARS, blogExcerpt, blogTopText, cutAtSpaceAfter } from "./rules";

const word = (n: number, c = "a") => c.repeat(n);

describe("cutAtSpaceAfter", () => {
  it("keeps text no longer than the limit whole, without an ellipsis", () => {
    expect(cutAtSpaceAfter("short text", 200)).toBe("short text");
    const exactly = `${word(100)} ${word(99)}`;
    expect(Array.from(exactly)).toHaveLength(200);
    expect(cutAtSpaceAfter(exactly, 200)).toBe(exactly);
  });

  it("cuts at the first space after the limit and adds an ellipsis", () => {
    const text = `${word(198)} bcdef ghi`;
    expect(cutAtSpaceAfter(text, 200)).toBe(`${word(198)} bcdef...`);
  });

  it("cuts exactly at a space that falls on the limit", () => {
    const text = `${word(200)} tail words`;
    expect(cutAtSpaceAfter(text, 200)).toBe(`${word(200)}...`);
  });

  it("returns the text whole when no space follows the limit", () => {
    const text = `${word(150)} ${word(120)}`;
    expect(cutAtSpaceAfter(text, 200)).toBe(text);
  });

  it("counts code points, so emoji and accents are never split", () => {
    const text = `${"🎹".repeat(199)}é🎵 encore`;
    const out = cutAtSpaceAfter(text, 200);
    expect(out).toBe(`${"🎹".repeat(199)}é🎵...`);
    expect(out.isWellFormed()).toBe(true);
  });

  it("folds white space (new lines, tabs) before counting", () => {
    expect(cutAtSpaceAfter("  one\n\ntwo\tthree  ", 200)).toBe("one two three");
  });

  it("uses 200 for list excerpts and 700 for the top text", () => {
    const long = Array.from({ length: 300 }, (_, i) => `w${i}`).join(" ");
    expect(blogExcerpt(long).length).toBeGreaterThan(BLOG_EXCERPT_CHARS);
    expect(blogExcerpt(long).length).toBeLessThan(BLOG_EXCERPT_CHARS + 10);
    expect(blogExcerpt(long).endsWith("...")).toBe(true);
    expect(blogTopText(long).length).toBeGreaterThan(700);
    expect(blogTopText(long).length).toBeLessThan(710);
  });
});
