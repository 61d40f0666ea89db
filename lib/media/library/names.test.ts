import { describe, expect, it } from "vitest";
import { parseVideoLink, safeOriginalName } from "./names";
import { extensionOf } from "./rules";

describe("safeOriginalName", () => {
  it("keeps an ordinary name, trimmed", () => {
    expect(safeOriginalName("  Worksheet 1.pdf ")).toBe("Worksheet 1.pdf");
    expect(safeOriginalName("गीत.mp3")).toBe("गीत.mp3");
  });

  it("refuses paths, dot-dot, control characters and empty names", () => {
    for (const bad of [
      "../../etc/passwd",
      "a/b.pdf",
      "..\\boot.ini",
      "x..pdf",
      "..",
      ".",
      "a\u0000.jpg",
      "a\nb.pdf",
      "",
      "   ",
      null,
      undefined,
    ]) {
      expect(safeOriginalName(bad), String(bad)).toBeNull();
    }
  });

  it("shortens a long name to 160 characters and keeps its extension", () => {
    const name = safeOriginalName(`${"a".repeat(300)}.mp4`)!;
    expect(name).toHaveLength(160);
    expect(name.endsWith(".mp4")).toBe(true);
    expect(extensionOf(name)).toBe("mp4");
  });
});

describe("parseVideoLink", () => {
  it("reads YouTube ids from the usual URL forms", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10",
      "https://youtu.be/M7lc1UVf-VE",
      "https://m.youtube.com/shorts/M7lc1UVf-VE",
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
      "http://youtube.com/live/M7lc1UVf-VE",
    ]) {
      expect(parseVideoLink(url), url).toEqual({ youtubeId: "M7lc1UVf-VE" });
    }
  });

  it("keeps another http(s) URL as a link and refuses the rest", () => {
    expect(parseVideoLink("https://cdn.example.org/v.mp4")).toEqual({
      linkUrl: "https://cdn.example.org/v.mp4",
    });
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://a.org/v",
      "https://u:p@a.org/v",
      "https://youtube.com/watch?v=short",
      "https://youtu.be/",
      "x",
    ]) {
      expect(parseVideoLink(bad), bad).toBeNull();
    }
  });
});
