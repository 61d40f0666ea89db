import { z } from "zod";
import { idField } from "@/lib/fields/id";
import { isMediaTypeCode, MEDIA_MESSAGES, type MediaTypeCode } from "./rules";

const medType = z
  .unknown()
  .refine((v) => isMediaTypeCode(v), { message: MEDIA_MESSAGES.badType })
  .transform((v) => Number(v) as MediaTypeCode);

const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** ?med_type&offset of every list call (offset: how many the screen already shows). */
export const mediaListQuery = z.object({
  med_type: medType,
  offset: offset.optional().transform((v) => v ?? 0),
  /** load-more-upload-media only: "promotional" lists a teacher's promotional media. */
  purpose: z.enum(["upload", "promotional"]).optional(),
});

/** ?med_id (and a name filter) of the share-list calls. */
export const shareListQuery = z.object({
  med_id: idField(MEDIA_MESSAGES.notFound),
  name: z.string().max(80).optional(),
});

/** POST /em/share-media: the students the medium is shared with from now on. */
export const shareMediaBody = z.object({
  med_id: idField(MEDIA_MESSAGES.notFound),
  user_ids: z
    .union([z.array(z.unknown()), z.string()])
    .transform((v) => (typeof v === "string" ? v.split(",").filter((s) => s.trim() !== "") : v))
    .pipe(z.array(idField(MEDIA_MESSAGES.notYourStudent)).max(500)),
});

/** POST /{em,st}/deleteMedia {url, type}. */
export const deleteMediaBody = z.object({
  url: z.string().trim().min(1).max(600),
  type: z.unknown().optional(),
});

/** POST /em/deletePromoMedia {media_id}. */
export const deletePromoBody = z.object({ media_id: idField(MEDIA_MESSAGES.notFound) });

/** POST /api/media-uploads: open a resumable upload. */
export const startResumableBody = z.object({
  med_type: medType,
  file_name: z.string().trim().min(1).max(300),
  size: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  title: z.string().max(160).optional(),
});
