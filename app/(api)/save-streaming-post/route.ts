import { saveStreamingPost } from "@/lib/contest/streaming";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST /save-streaming-post (spec 2): a child's showcase post (multipart, media last). */
export const POST = route({ access: ["student"], streamBody: true }, ({ request, db, user, now }) =>
  saveStreamingPost(request, db, user, getStorage(), now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
