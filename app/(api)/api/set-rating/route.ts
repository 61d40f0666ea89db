import { requireUser } from "@/lib/auth/access";
import { setRatingCall } from "@/lib/classes/after/calls";
import { setRatingRequest } from "@/lib/classes/after/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/set-rating (spec 1): a student rates a class they attended, once. */
export const POST = route(
  { body: setRatingRequest, access: ["student"] },
  ({ db, user, body, now }) => {
    return setRatingCall(db, requireUser(user), body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
