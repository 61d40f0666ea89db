import { communityError } from "@/lib/community/calls";
import { saveCommunityPost } from "@/lib/community/save-post";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST save-community-post (multipart: title, description, posted_by, tag_ids, then media). */
export const POST = route(
  { access: ["student", "teacher", "admin"], streamBody: true, errorShape: communityError },
  ({ request, db, user, now }) => saveCommunityPost(request, db, user, getStorage(), now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
