/** POST {v1}setLikeDislike: the same call as /setLikeDislike, for clients on the v1 base. */
import { otherMethods } from "@/lib/http/fallback-routes";

export { POST } from "@/app/(api)/setLikeDislike/route";

export const dynamic = "force-dynamic";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
