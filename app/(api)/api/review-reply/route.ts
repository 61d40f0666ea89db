import { requireUser } from "@/lib/auth/access";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";
import { replyToReview } from "@/lib/reviews/reply";
import { REVIEW_MESSAGES, reviewReplyRequest } from "@/lib/reviews/schemas";

export const dynamic = "force-dynamic";

/** POST /api/review-reply (issue 26): a teacher's one public reply to a written review. */
export const POST = route(
  { body: reviewReplyRequest, access: ["teacher"] },
  async ({ db, user, body, now }) => {
    const done = await replyToReview(db, requireUser(user), {
      ratingId: body.rating_id,
      body: body.body,
      now,
    });
    return {
      status: "success" as const,
      responseCode: 200 as const,
      message: REVIEW_MESSAGES.replied,
      rating_id: done.ratingId,
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
