/** POST {v1}uploadProfileAvatar: the same call as /uploadProfileAvatar, for clients on the v1 base. */
import { otherMethods } from "@/lib/http/fallback-routes";

export { POST } from "@/app/(api)/uploadProfileAvatar/route";

export const dynamic = "force-dynamic";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
