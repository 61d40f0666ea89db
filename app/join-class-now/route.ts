/** POST /join-class-now: the same call as {v1}join-class-now (spec 2 says "on the base url"). */
export { POST } from "@/app/ng-api/v1/join-class-now/route";

export const dynamic = "force-dynamic";
