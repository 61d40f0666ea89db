/** POST /join-class-now: the same call as {v1}join-class-now (spec 2 says "on the base url"). */
import { otherMethods } from "@/lib/http/fallback-routes";

export { POST } from "@/app/(api)/ng-api/v1/join-class-now/route";

export const dynamic = "force-dynamic";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
