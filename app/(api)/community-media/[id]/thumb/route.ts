import { serveCommunityMedia } from "@/lib/community/calls";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** GET /community-media/{postId}/thumb: a post's thumbnail, if the post is visible. */
export const GET = route({}, ({ request, db, user, params }) =>
  serveCommunityMedia(request, db, user, getStorage(), String(params.id ?? ""), true),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
