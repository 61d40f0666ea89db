import { paymentFormCall } from "@/lib/billing/payments/calls";
import { paymentFormRequest } from "@/lib/billing/payments/legacy-schemas";
import { siteUrl } from "@/lib/site";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /razorpay/create-order: the payment form, paid through Razorpay when configured. */
export const POST = route(
  { body: paymentFormRequest, idempotent: true },
  ({ request, db, user, body, now }) => {
    return paymentFormCall(db, user, body, "razorpay", { origin: siteUrl(request), now });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
