import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { deleteMedia } from "@/lib/media/library/calls";
import { deleteMediaError } from "@/lib/media/library/error-shapes";
import { deleteMediaBody } from "@/lib/media/library/schemas";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST /em/deleteMedia {url, type} (spec 2): delete one of the teacher's own media. */
export const POST = route(
  { body: deleteMediaBody, access: ["teacher"], errorShape: deleteMediaError },
  ({ db, user, body }) => deleteMedia(db, getStorage(), user, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
