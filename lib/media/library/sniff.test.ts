import { describe, expect, it } from "vitest";
import { DOCUMENT_MIMES, VIDEO_MIMES } from "@/lib/teacher/documents/store";
import { sniffAccepted } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));

describe("sniffAccepted (teacher documents)", () => {
  it("knows PDF, JPEG and PNG by their first bytes, whatever the name says", async () => {
    expect(await sniffAccepted(bytes("%PDF-1.7\n"), DOCUMENT_MIMES)).toBe("application/pdf");
    expect(
      await sniffAccepted(
        bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
        DOCUMENT_MIMES,
      ),
    ).toBe("image/jpeg");
    expect(
      await sniffAccepted(
        bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], "IHDR"),
        DOCUMENT_MIMES,
      ),
    ).toBe("image/png");
    expect(await sniffAccepted(bytes("MZ\x90\x00"), DOCUMENT_MIMES)).toBeNull();
    expect(await sniffAccepted(bytes("<html>%PDF-"), DOCUMENT_MIMES)).toBeNull();
    expect(await sniffAccepted(new Uint8Array(), DOCUMENT_MIMES)).toBeNull();
  });

  it("knows MP4 and WebM, not other ISO media, Matroska or documents", async () => {
    const mp4 = bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0], "isommp41");
    expect(await sniffAccepted(mp4, VIDEO_MIMES)).toBe("video/mp4");
    expect(
      await sniffAccepted(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0]), VIDEO_MIMES),
    ).toBeNull();
    const ebml = (docType: string) =>
      bytes(
        [0x1a, 0x45, 0xdf, 0xa3, 0x80 | (3 + docType.length), 0x42, 0x82, 0x80 | docType.length],
        docType,
      );
    expect(await sniffAccepted(ebml("webm"), VIDEO_MIMES)).toBe("video/webm");
    expect(await sniffAccepted(ebml("matroska"), VIDEO_MIMES)).toBeNull();
    expect(await sniffAccepted(bytes("%PDF-1.4"), VIDEO_MIMES)).toBeNull();
    expect(await sniffAccepted(mp4, DOCUMENT_MIMES)).toBeNull();
  });
});
