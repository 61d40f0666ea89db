import { getAuthDeps } from "@/lib/auth/app-deps";
import { registerTalentHunt } from "@/lib/contest/registration";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST /talent-hunt-registration (spec 1): a child's talent-hunt video, streamed (multipart, media last). */
export const POST = route(
  { streamBody: true, rateLimit: ["contestEntryPerIp"] },
  async ({ request, db, now }) =>
    registerTalentHunt(request, db, await getAuthDeps(), getStorage(), now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
