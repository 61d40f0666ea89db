/** POST {v1}setLikeDislike: the same call as /setLikeDislike, for clients on the v1 base. */
export { POST } from "@/app/setLikeDislike/route";

export const dynamic = "force-dynamic";
