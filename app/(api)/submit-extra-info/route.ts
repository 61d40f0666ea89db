import { saveExtraInfo } from "@/lib/family/profile/extra-info";
import { submitExtraInfoRequest } from "@/lib/family/profile/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /submit-extra-info {field, couponCode, email, mobile}: then /courses/all (spec 3). */
export const POST = route(
  { body: submitExtraInfoRequest, rateLimit: ["anonymousWritePerIp"] },
  async ({ db, user, body }) => saveExtraInfo(db, user, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
