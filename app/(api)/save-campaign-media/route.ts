import { saveCampaignMedia } from "@/lib/contest/campaign";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST /save-campaign-media (spec 1): a picture or video for the campaign (multipart: category, then media). */
export const POST = route({ access: ["student"], streamBody: true }, ({ request, db, user, now }) =>
  saveCampaignMedia(request, db, user, getStorage(), now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
