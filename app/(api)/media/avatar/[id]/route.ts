import { route } from "@/lib/http/route";
import { serveAvatar } from "@/lib/media/serve-avatar";
import { getStorage } from "@/lib/media/storage";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ request, db, user, params }) =>
  serveAvatar(request, db, user, getStorage(), String(params.id ?? "")),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
