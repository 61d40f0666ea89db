import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { startResumable } from "@/lib/media/library/resumable";
import { startResumableBody } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** POST /api/media-uploads {med_type, file_name, size}: open a resumable upload (decision 025). */
export const POST = route(
  {
    body: startResumableBody,
    access: ["student", "teacher"],
    errorShape: mediaCallError,
  },
  ({ db, user, body, now }) => startResumable(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
