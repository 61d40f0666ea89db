/** POST /check-meeting-started: the same call as {v1}check-meeting-started (spec 2: "on the base url"). */
export { POST } from "@/app/ng-api/v1/check-meeting-started/route";

export const dynamic = "force-dynamic";
