import { z } from "zod";

/** POST /uploadProfileAvatar (multipart/form-data). */
export const uploadProfileAvatarRequest = z.object({
  avatar: z
    .any()
    .describe("the image file: JPEG, PNG, WebP or GIF by content, at most 5 MB; session required"),
});

/** One object for both outcomes, as the legacy client reads it: `response` says which. */
export const uploadProfileAvatarResponse = z.object({
  response: z.enum(["success", "failed"]),
  src: z
    .string()
    .optional()
    .describe("on success: site-relative address of the new photo, /media/avatar/{id}?v=..."),
  message: z
    .string()
    .optional()
    .describe("on failure (HTTP 400 no file or not an image, 401 no session, 413 over 5 MB)"),
});
