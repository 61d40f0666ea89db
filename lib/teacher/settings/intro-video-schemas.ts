import { z } from "zod";

export const INTRO_VIDEO_MESSAGES = {
  notYours: "Choose one of your own uploaded videos.",
  notVideo:
    "Only a video you uploaded or a YouTube video can be your intro (not a picture, document or other link).",
  saved: "Intro video saved. Your public profile shows it now.",
  removed: "Intro video removed from your public profile.",
} as const;

/**
 * POST /api/intro-video (issue 26): the teacher's intro video, a base64 media id of one of their
 * own video files or YouTube videos; empty or null removes it. The settings form sends the same shape.
 */
export const introVideoRequest = z.object({
  media_id: z
    .union([z.string().trim().max(20, INTRO_VIDEO_MESSAGES.notYours), z.null()])
    .describe(
      "base64 id of one of the teacher's video files or YouTube videos; empty or null removes it",
    ),
});
export type IntroVideoInput = z.input<typeof introVideoRequest>;

export const introVideoResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
  media_id: z.string().nullable(),
});
