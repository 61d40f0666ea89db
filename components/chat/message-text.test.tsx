import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { linkify, safeHref } from "@/lib/chat/linkify";
import { XSS_CORPUS } from "@/lib/chat/xss-corpus";
import { MessageText } from "./message-text";

describe("linkify", () => {
  it("turns http(s) and www addresses into links and leaves sentence punctuation out", () => {
    expect(linkify("Notes: https://example.com/a?b=1. And www.test.org!")).toEqual([
      { kind: "text", text: "Notes: " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ". And " },
      { kind: "link", text: "www.test.org", href: "https://www.test.org/" },
      { kind: "text", text: "!" },
    ]);
    expect(linkify("no links here")).toEqual([{ kind: "text", text: "no links here" }]);
  });

  it("never makes an href of another scheme", () => {
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "vbscript:x", "file:///etc"])
      expect(safeHref(bad)).toBeNull();
    expect(linkify("javascript:alert(1)")).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
  });
});

describe("MessageText on the XSS corpus", () => {
  it.each(XSS_CORPUS)("renders %s inert", (text) => {
    const html = renderToStaticMarkup(<MessageText text={text} />);
    // Only our own tags and attributes: a span, and anchors with href, target and rel.
    for (const [tag] of html.matchAll(/<[^>]*>/g))
      expect(tag).toMatch(/^<\/?(span|a)( (class|href|target|rel)="[^"<>]*")*>$/);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https?:\/\//);
    for (const [, rel] of html.matchAll(/rel="([^"]*)"/g))
      expect(rel).toBe("noopener noreferrer nofollow");
    // The text reads back exactly as typed.
    const plain = html
      .replace(/<[^>]+>/g, "")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&");
    expect(plain).toBe(text);
  });
});
