import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { findTeachersCall } from "@/lib/trial/schedule/calls";
import { findTeachersRequest } from "@/lib/trial/schedule/schemas";

export const dynamic = "force-dynamic";

/** POST find-available-teachers-for-booking: teachers free on the chosen days at the chosen time. */
export const POST = route({ body: findTeachersRequest }, ({ db, body, now }) =>
  findTeachersCall(db, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
