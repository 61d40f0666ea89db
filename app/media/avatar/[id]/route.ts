import { route } from "@/lib/http/route";
import { serveAvatar } from "@/lib/media/serve-avatar";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

export const GET = route({}, async ({ request, db, user, params }) =>
  serveAvatar(request, db, user, getStorage(), String(params.id ?? "")),
);
