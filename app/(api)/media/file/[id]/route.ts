import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { serveMedium } from "@/lib/media/library/serve";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** GET /media/file/{id}: a medium's file for its owner or a student it is shared with (Range). */
export const GET = route({}, ({ request, db, user, params }) =>
  serveMedium(request, db, user, getStorage(), String(params.id ?? ""), "file"),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
