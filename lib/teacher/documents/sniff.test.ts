import { describe, expect, it } from "vitest";
import { sniffDocument, sniffVideo } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));

describe("document sniffing", () => {
  it("knows PDF, JPEG and PNG by their first bytes, whatever the name says", () => {
    expect(sniffDocument(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffDocument(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffDocument(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      "image/png",
    );
    expect(sniffDocument(bytes("MZ\x90\x00"))).toBeNull();
    expect(sniffDocument(bytes("<html>%PDF-"))).toBeNull();
    expect(sniffDocument(new Uint8Array())).toBeNull();
  });

  it("knows MP4 brands and WebM, not other ISO media or Matroska", () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0]))).toBe("video/mp4");
    expect(sniffVideo(bytes([0, 0, 0, 0x18], "ftypmp42"))).toBe("video/mp4");
    expect(sniffVideo(bytes([0, 0, 0, 0x18], "ftypheic"))).toBeNull();
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))).toBe(
      "video/webm",
    );
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3], "matroska"))).toBeNull();
    expect(sniffVideo(bytes("%PDF-1.4"))).toBeNull();
  });
});
