import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { uploadMedia } from "@/lib/media/library/upload";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST /api/upload-promotional-media (spec 1): a teacher's promotional medium (multipart: med_type, then file). */
export const POST = route(
  { access: ["teacher"], streamBody: true, errorShape: mediaCallError },
  ({ request, db, user, now }) => uploadMedia(request, db, user, getStorage(), now, "promotional"),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
