/** POST /check-meeting-started: the same call as {v1}check-meeting-started (spec 2: "on the base url"). */
import { otherMethods } from "@/lib/http/fallback-routes";

export { POST } from "@/app/(api)/ng-api/v1/check-meeting-started/route";

export const dynamic = "force-dynamic";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
