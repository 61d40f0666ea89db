import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { serveMedium } from "@/lib/media/library/serve";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
  });

/** GET /media/file/{id}/web and /thumb: a picture's WebP variant or a medium's thumbnail. */
export const GET = route({}, async ({ request, db, user, params }) => {
  const variant = String(params.variant ?? "");
  if (variant !== "web" && variant !== "thumb") return notFound();
  return serveMedium(request, db, user, getStorage(), String(params.id ?? ""), variant);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
