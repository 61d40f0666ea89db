import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { bookFreeSession } from "@/lib/trial/free-session/book-free-session";
import { bookFreeSessionRequest } from "@/lib/trial/free-session/schemas";

export const dynamic = "force-dynamic";

/** POST book-free-session {course_id} (spec 3): success, status ('login' when not signed in). */
export const POST = route({ body: bookFreeSessionRequest }, ({ db, user, body }) =>
  bookFreeSession(db, user, body.course_id),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
