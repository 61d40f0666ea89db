import { z } from "zod";
import { toOptionalText } from "@/lib/fields";

/** Limits of a written review and of the teacher's reply (the database checks the same). */
export const REVIEW_RULES = {
  commentMin: 10,
  commentMax: 1000,
  replyMin: 2,
  replyMax: 1000,
} as const;

export const REVIEW_MESSAGES = {
  commentTooShort: `Write at least ${REVIEW_RULES.commentMin} characters, or leave the review empty.`,
  commentTooLong: `A review can be at most ${REVIEW_RULES.commentMax} characters.`,
  replyRequired: "Write your reply.",
  replyTooShort: `A reply needs at least ${REVIEW_RULES.replyMin} characters.`,
  replyTooLong: `A reply can be at most ${REVIEW_RULES.replyMax} characters.`,
  reviewNotFound: "This review was not found.",
  notYourReview: "You can reply only to reviews of your own classes.",
  alreadyReplied: "You have already replied to this review.",
  replied: "Your reply is published on your profile.",
} as const;

/**
 * The optional written review sent with a rating: trimmed; empty means none; otherwise 10–1000
 * characters. It is stored and shown as plain text (React escapes it; never HTML).
 */
export const reviewCommentField = z
  .preprocess(
    toOptionalText,
    z
      .string()
      .trim()
      .min(REVIEW_RULES.commentMin, REVIEW_MESSAGES.commentTooShort)
      .max(REVIEW_RULES.commentMax, REVIEW_MESSAGES.commentTooLong)
      .optional(),
  )
  .describe("optional written review, 10 to 1000 characters (plain text)");

/** POST /api/review-reply: the teacher's one reply to a written review of their classes. */
export const reviewReplyRequest = z.object({
  rating_id: z.coerce
    .number({ error: REVIEW_MESSAGES.reviewNotFound })
    .int(REVIEW_MESSAGES.reviewNotFound)
    .positive(REVIEW_MESSAGES.reviewNotFound)
    .max(2_147_483_647, REVIEW_MESSAGES.reviewNotFound)
    .describe("the review (rating) replied to"),
  body: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.replyRequired)
    .min(REVIEW_RULES.replyMin, REVIEW_MESSAGES.replyTooShort)
    .max(REVIEW_RULES.replyMax, REVIEW_MESSAGES.replyTooLong)
    .describe("the reply, 2 to 1000 characters (plain text)"),
});

/** The form's own shape (react-hook-form sends the rating id as a number). */
export type ReviewReplyInput = z.input<typeof reviewReplyRequest>;

export const reviewReplyResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
  rating_id: z.number().int(),
});
