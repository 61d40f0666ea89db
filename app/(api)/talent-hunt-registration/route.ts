import { getAuthDeps } from "@/lib/auth/app-deps";
import { registerTalentHunt } from "@/lib/contest/registration";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/**
 * POST /talent-hunt-registration (spec 1): a child's talent-hunt video, streamed (multipart, media
 * last). The caller proves the family's mobile first (issue 43.1): signed in as that family, or
 * with `otp` / `otp_token` from the send-otp and verify-otp calls beside this one.
 */
export const POST = route(
  { streamBody: true, rateLimit: ["contestEntryPerIp"] },
  async ({ request, db, user, ip, now }) =>
    registerTalentHunt(request, db, await getAuthDeps(), getStorage(), { user, ip, now }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
