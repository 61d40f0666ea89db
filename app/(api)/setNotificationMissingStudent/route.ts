import { requireUser } from "@/lib/auth/access";
import { missingNoticeCall } from "@/lib/classes/after/calls";
import { missingNoticeQuery } from "@/lib/classes/after/schemas";
import { route } from "@/lib/http/route";
import { transportsFromEnv } from "@/lib/messaging/from-env";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /setNotificationMissingStudent?id (spec 2): the teacher tells a student who missed a class. */
export const POST = route(
  { query: missingNoticeQuery, access: ["teacher"] },
  ({ db, user, query, now }) => {
    return missingNoticeCall(db, transportsFromEnv(process.env), requireUser(user), query.id, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
