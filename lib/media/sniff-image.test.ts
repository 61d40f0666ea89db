import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff-image";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : p)),
  );

describe("image sniffing by magic bytes", () => {
  it("recognises JPEG, PNG, GIF and WebP from their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffImageType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF87a"))).toBe("image/gif");
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses text, SVG, other RIFF files, truncated signatures and empty input", () => {
    expect(sniffImageType(bytes("hello, I am a .png"))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0x89], "PN"))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
