import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { uploadMedia } from "@/lib/media/library/upload";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST /api/upload-video (spec 1): a video file or a YouTube / https link, with an optional thumbnail file. */
export const POST = route(
  { access: ["student", "teacher"], streamBody: true, errorShape: mediaCallError },
  ({ request, db, user, now }) => uploadMedia(request, db, user, getStorage(), now, "video"),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
