import { route } from "@/lib/http/route";
import { currencyAnswer, resolveViewerMoney } from "@/lib/money/currency";
import { timeZoneCookie } from "@/lib/money/time-zone-cookie";
import { getCurrencyQuery } from "@/lib/money/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** INR or USD for the zone in ?tz, else the remembered tz cookie, else the default zone. */
export const GET = route({ query: getCurrencyQuery }, async ({ request, query }) => {
  const viewer = resolveViewerMoney({
    tz: query.tz,
    cookieTz: timeZoneCookie(request),
  });
  return Response.json(currencyAnswer(viewer), {
    headers: { "cache-control": "private, no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
