import { requireUser } from "@/lib/auth/access";
import { missingNoticeCall } from "@/lib/classes/after/calls";
import { missingNoticeQuery } from "@/lib/classes/after/schemas";
import { now } from "@/lib/clock";
import { route } from "@/lib/http/route";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { transportsFromEnv } from "@/lib/messaging/from-env";

export const dynamic = "force-dynamic";

/** POST /setNotificationMissingStudent?id (spec 2): the teacher tells a student who missed a class. */
export const POST = route(
  { query: missingNoticeQuery, access: ["teacher"] },
  ({ request, db, user, query }) => {
    refuseCrossSite(request);
    return missingNoticeCall(
      db,
      transportsFromEnv(process.env),
      requireUser(user),
      query.id,
      now(),
    );
  },
);
