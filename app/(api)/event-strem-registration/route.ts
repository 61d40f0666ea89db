import { registerForStream } from "@/lib/contest/streaming";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST /event-strem-registration (spec 2): a streaming-event sign-up with a video (multipart, media last). */
export const POST = route(
  { streamBody: true, rateLimit: ["contestEntryPerIp"] },
  ({ request, db, user, now }) => registerForStream(request, db, user, getStorage(), now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
