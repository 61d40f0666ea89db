import { describe, expect, it } from "vitest";
import { isPlayableVideoUrl } from "./playable-url";

describe("isPlayableVideoUrl", () => {
  it("plays files of this site and https addresses on real hosts", () => {
    expect(isPlayableVideoUrl("/media/file/12")).toBe(true);
    expect(isPlayableVideoUrl("https://cdn.tutorlive.in/trailers/a.mp4")).toBe(true);
  });

  it("leaves out reserved hosts, other schemes, protocol-relative and broken addresses", () => {
    for (const url of [
      "https://videos.tutorlive.example/trailers/a.mp4",
      "https://example.com/a.mp4",
      "https://cdn.example.org/a.mp4",
      "https://x.test/a.mp4",
      "https://localhost/a.mp4",
      "http://cdn.tutorlive.in/a.mp4",
      "javascript:alert(1)",
      "//evil.in/a.mp4",
      "not a url",
    ]) {
      expect(isPlayableVideoUrl(url), url).toBe(false);
    }
  });
});
