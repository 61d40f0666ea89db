/** POST {v1}uploadProfileAvatar: the same call as /uploadProfileAvatar, for clients on the v1 base. */
export { POST } from "@/app/uploadProfileAvatar/route";

export const dynamic = "force-dynamic";
