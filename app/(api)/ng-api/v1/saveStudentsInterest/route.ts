/** POST {v1}saveStudentsInterest: the same call as /saveStudentsInterest, for clients on the v1 base. */
import { otherMethods } from "@/lib/http/fallback-routes";

export { POST } from "@/app/(api)/saveStudentsInterest/route";

export const dynamic = "force-dynamic";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
