import { razorpayVerifyRequest } from "@/lib/billing/payments/legacy-schemas";
import { siteUrl } from "@/lib/site";
import { verifyRazorpayReturn } from "@/lib/billing/payments/razorpay-verify";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /razorpay/verify: Razorpay's checkout posts the payment's ids and signature here. */
export const POST = route({ body: razorpayVerifyRequest }, async ({ request, db, body, now }) => {
  const to = await verifyRazorpayReturn(db, body, { origin: siteUrl(request), now });
  return Response.redirect(to, 303);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
