import { loadTeacherProfileData, parseTeacherId } from "@/lib/catalog/teacher-profile";
import { loadTeacherProfileRequest } from "@/lib/catalog/profile-schemas";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { siteUrl } from "@/lib/site";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** Public: the same data the public profile page shows. */
export const POST = route({ body: loadTeacherProfileRequest }, async ({ request, db, body }) => {
  const { currency } = viewerMoneyOfRequest(request, { cur: body.cur, tz: body.tz });
  return loadTeacherProfileData(db, parseTeacherId(body.teacher_id), currency, siteUrl());
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
