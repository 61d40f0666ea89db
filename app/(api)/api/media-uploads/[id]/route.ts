import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { cancelResumable, putChunk, resumableStatus } from "@/lib/media/library/resumable";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

const ACCESS = ["student", "teacher"] as const;

/** GET /api/media-uploads/{id}: the offset to resume from. */
export const GET = route(
  { access: ACCESS, errorShape: mediaCallError },
  ({ db, user, params, now }) => resumableStatus(db, user, String(params.id ?? ""), now),
);

/** PUT /api/media-uploads/{id} (Upload-Offset header, raw bytes): one chunk, streamed. */
export const PUT = route(
  { access: ACCESS, streamBody: true, errorShape: mediaCallError },
  ({ request, db, user, params, now }) =>
    putChunk(request, db, user, getStorage(), String(params.id ?? ""), now),
);

/** DELETE /api/media-uploads/{id}: cancel and remove the staged bytes. */
export const DELETE = route(
  { access: ACCESS, changesData: true, errorShape: mediaCallError },
  ({ db, user, params }) => cancelResumable(db, user, String(params.id ?? "")),
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
