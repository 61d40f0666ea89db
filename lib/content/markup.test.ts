import { describe, expect, it } from "vitest";
import { parseMarkup, plainText } from "./markup";

describe("parseMarkup", () => {
  it("reads headings, lists and paragraphs", () => {
    const body = [
      "## Why practice matters",
      "Ten minutes a day",
      "beats an hour on Sunday.",
      "",
      "- Same time every day",
      "- Short and happy",
      "### Last word",
      "Praise effort.",
    ].join("\n");
    expect(parseMarkup(body)).toEqual([
      { kind: "heading", level: 2, text: "Why practice matters" },
      { kind: "paragraph", text: "Ten minutes a day beats an hour on Sunday." },
      { kind: "list", items: ["Same time every day", "Short and happy"] },
      { kind: "heading", level: 3, text: "Last word" },
      { kind: "paragraph", text: "Praise effort." },
    ]);
  });

  it("keeps HTML as plain text (the renderer shows it inert)", () => {
    const blocks = parseMarkup('<script>alert("x")</script>\n<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { kind: "paragraph", text: '<script>alert("x")</script> <img src=x onerror=alert(1)>' },
    ]);
  });

  it("treats one # and ####+ as paragraph text, and drops control characters", () => {
    expect(parseMarkup("# not a heading\n\n#### nor this\u0000")).toEqual([
      { kind: "paragraph", text: "# not a heading" },
      { kind: "paragraph", text: "#### nor this" },
    ]);
  });

  it("gives nothing for an empty or blank body", () => {
    expect(parseMarkup("")).toEqual([]);
    expect(parseMarkup(" \n\r\n ")).toEqual([]);
  });

  it("plainText joins every block without markers", () => {
    expect(plainText("## Title\nText here.\n- a\n- b")).toBe("Title Text here. a b");
  });
});
