import { rateCampaignEntry } from "@/lib/contest/campaign";
import { contestAnswer } from "@/lib/contest/multipart";
import { campaignRatingRequest } from "@/lib/contest/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** POST /api/set-campaign-rating {cid, rating} (spec 1): a teacher rates a campaign entry 1–5. */
export const POST = route(
  { access: ["teacher"], body: campaignRatingRequest },
  async ({ db, body, user, now }) =>
    contestAnswer(
      await rateCampaignEntry(db, user, { entryId: body.cid, rating: body.rating, now }),
    ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
