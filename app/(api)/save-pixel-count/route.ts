import { visitorCountry } from "@/lib/growth/geolocation";
import { savePixelCountRequest } from "@/lib/growth/pixel-schemas";
import { savePixelCount } from "@/lib/growth/save-pixel-count";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** POST /save-pixel-count (spec 1): one ad-pixel hit; the IP is the trusted proxy's, not the body's. */
export const POST = route(
  { body: savePixelCountRequest, rateLimit: ["anonymousWritePerIp"] },
  async ({ db, body, request, ip, now }) => {
    const { id } = await savePixelCount(db, {
      ...body,
      ip,
      country: visitorCountry(request.headers, ip),
      now,
    });
    return { status: "success", responseCode: 200, id };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
