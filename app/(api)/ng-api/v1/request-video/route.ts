import { requireUser } from "@/lib/auth/access";
import { requestVideoCall } from "@/lib/classes/after/calls";
import { requestVideoRequest } from "@/lib/classes/after/schemas";
import { route } from "@/lib/http/route";
import { transportsFromEnv } from "@/lib/messaging/from-env";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST {v1}request-video (spec 2): a booked student asks for the recording of a class. */
export const POST = route(
  { body: requestVideoRequest, access: ["student"] },
  ({ db, user, body, now }) => {
    return requestVideoCall(db, transportsFromEnv(process.env), requireUser(user), body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
