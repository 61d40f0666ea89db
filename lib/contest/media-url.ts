import { encodeId } from "../ids";

/** The public URL of a contest medium: a picture's stripped web variant, else the file. */
export function publicMediaUrl(mediaId: number | null, medType: number | null): string | null {
  if (mediaId === null) return null;
  const base = `/media/file/${encodeId(Number(mediaId))}`;
  return Number(medType) === 2 ? `${base}/web` : base;
}
