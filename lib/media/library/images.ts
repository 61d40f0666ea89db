import sharp, { type Sharp } from "sharp";

/** Longest side of a picture's web variant and of a thumbnail, in pixels. */
export const WEB_MAX_PX = 1600;
export const THUMB_MAX_PX = 320;

export interface ProcessedPicture {
  /** The original, re-encoded in its own format without any metadata (EXIF, GPS, XMP, ICC kept out). */
  original: Buffer;
  web: Buffer;
  thumb: Buffer;
}

/**
 * A picture as we keep it: decoded fully by sharp (a file that only looks like a JPEG or PNG — a
 * polyglot, a truncated or corrupt file — fails here and is refused), turned upright from its EXIF
 * orientation, then written again with no metadata at all, so a phone photo's GPS position and
 * camera details never reach storage. Re-encoding also drops anything appended after the image.
 * Null when the bytes are not a decodable picture.
 */
export async function processPicture(
  bytes: Uint8Array,
  mime: string,
): Promise<ProcessedPicture | null> {
  try {
    const base = () =>
      sharp(bytes, {
        failOn: "error",
        limitInputPixels: 50_000_000,
        sequentialRead: true,
      }).rotate();
    const original =
      mime === "image/png"
        ? await base().png().toBuffer()
        : await base().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    const web = await base()
      .resize({ width: WEB_MAX_PX, height: WEB_MAX_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const thumb = await toThumbnail(base());
    return { original, web, thumb };
  } catch {
    return null;
  }
}

/** The thumbnail of a decoded picture: at most THUMB_MAX_PX a side, WebP. */
function toThumbnail(image: Sharp): Promise<Buffer> {
  return image
    .resize({ width: THUMB_MAX_PX, height: THUMB_MAX_PX, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

/** A thumbnail (small WebP) of a picture file, or null when it does not decode. */
export async function thumbnailOf(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    return await toThumbnail(
      sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 }).rotate(),
    );
  } catch {
    return null;
  }
}
