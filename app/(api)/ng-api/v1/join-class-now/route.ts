import { requireUser } from "@/lib/auth/access";
import { joinClass } from "@/lib/classes/join/join-class";
import { classRefRequest } from "@/lib/classes/live-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /ng-api/v1/join-class-now (spec 1): a booked student asks to enter the class. */
export const POST = route(
  { body: classRefRequest, access: ["student"] },
  ({ db, user, body, now }) => {
    return joinClass(db, requireUser(user), body.slot_id, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
