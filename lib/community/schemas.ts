import { z } from "zod";
import { optionalBodyId, requiredBodyId } from "@/lib/fields/id";
import {
  COMMENT_MAX,
  COMMUNITY_MESSAGES as M,
  DESCRIPTION_MAX,
  REASON_MAX,
  TITLE_MAX,
} from "./rules";

/** Shared by the post form (react-hook-form) and the server: the text fields of a new post. */
export const postFields = z.object({
  title: z.string({ message: M.noTitle }).trim().min(1, M.noTitle).max(TITLE_MAX, M.titleTooLong),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, M.descriptionTooLong)
    .optional()
    .transform((v) => v ?? ""),
  tag_ids: z
    .union([z.array(z.unknown()), z.string(), z.number()])
    .optional()
    .transform((v) =>
      v === undefined
        ? []
        : Array.isArray(v)
          ? v
          : String(v)
              .split(",")
              .map((s) => s.trim())
              .filter((s) => s !== ""),
    )
    .pipe(
      z
        .array(z.coerce.number().int().positive().max(2_147_483_647))
        .min(1, M.noTag)
        .max(20, M.unknownTag),
    ),
});
export type PostFields = z.input<typeof postFields>;

/** ?page&tag_id of get-community-posts (paging from 1; a page past the end is an empty page). */
export const postsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  tag_id: optionalBodyId,
});

/** ?page of get-liked-community-posts and get-active-posts. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** The form of a comment (same schema on the screen and in the call). */
export const commentFields = z.object({
  comment: z
    .string({ message: M.noComment })
    .trim()
    .min(1, M.noComment)
    .max(COMMENT_MAX, M.commentTooLong),
});

/** POST save-community-comment {post_id, comment, raised_by?}. */
export const commentBody = commentFields.extend({
  post_id: requiredBodyId(M.postUnavailable),
  raised_by: optionalBodyId,
});

/** POST save-community-like {post_id, liked_by?, isStatus 0|1}. */
export const likeBody = z.object({
  post_id: requiredBodyId(M.postUnavailable),
  liked_by: optionalBodyId,
  isStatus: z
    .union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1"), z.boolean()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 1 || v === "1" || v === true)),
});

/** POST community/report {kind, id, reason?}. */
export const reportBody = z.object({
  kind: z.enum(["post", "comment"]),
  id: requiredBodyId(M.postUnavailable),
  reason: z.string().trim().max(REASON_MAX).optional().default(""),
});

/** The moderator's form (reject needs a reason; same schema on the screen). */
export const moderateFields = z
  .object({
    action: z.enum(["approve", "reject", "restore"]),
    reason: z.string().trim().max(REASON_MAX).optional().default(""),
  })
  .refine((v) => v.action !== "reject" || v.reason.length > 0, {
    message: M.reasonRequired,
    path: ["reason"],
  });

/** POST community/moderate {kind, id, action, reason}. */
export const moderateBody = z
  .object({
    kind: z.enum(["post", "comment"]).default("post"),
    id: requiredBodyId(M.postUnavailable),
    action: z.enum(["approve", "reject", "restore"]),
    reason: z.string().trim().max(REASON_MAX).optional().default(""),
  })
  .refine((v) => v.action !== "reject" || v.reason.length > 0, {
    message: M.reasonRequired,
    path: ["reason"],
  });

/** POST community/consent {community_consent}. */
export const consentBody = z.object({
  community_consent: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
    .transform((v) => v === true || v === 1 || v === "1" || v === "true"),
});

/** The canvas token of click-to-redirect-canvas / moveOnCanvasRedirection. */
export const canvasQuery = z.object({
  token: z.string().trim().max(200).optional(),
  redirect: z.string().trim().max(300).optional(),
});
