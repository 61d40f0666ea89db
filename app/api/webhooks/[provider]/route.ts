import { route } from "@/lib/http/route";
import { receiveWebhook } from "@/lib/billing/payments/webhook";
import { requestOrigin } from "@/lib/billing/payments/providers";

export const dynamic = "force-dynamic";

/** POST /api/webhooks/{sandbox|razorpay|stripe}: the raw body is verified before it is parsed. */
export const POST = route({}, async ({ request, db, params }) => {
  const raw = await request.text();
  return receiveWebhook(db, String(params.provider), raw, request.headers, {
    origin: requestOrigin(request),
  });
});
