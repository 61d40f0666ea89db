import { route } from "@/lib/http/route";
import { receiveWebhook } from "@/lib/billing/payments/webhook";
import { siteUrl } from "@/lib/site";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * POST /api/webhooks/{sandbox|razorpay|stripe}: the raw body is verified before it is parsed. Sent
 * by the providers' servers with no cookie and no Origin; the signature is the guard.
 */
export const POST = route(
  { crossSite: "allow", maxBodyBytes: 256 * 1024 },
  async ({ request, db, params, now }) => {
    const raw = await request.text();
    return receiveWebhook(db, String(params.provider), raw, request.headers, {
      origin: siteUrl(request),
      now,
    });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
