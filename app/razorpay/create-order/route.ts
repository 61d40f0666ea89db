import { paymentFormCall } from "@/lib/billing/payments/calls";
import { paymentFormRequest } from "@/lib/billing/payments/legacy-schemas";
import { requestOrigin } from "@/lib/billing/payments/providers";
import { route } from "@/lib/http/route";
import { refuseCrossSite } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

/** POST /razorpay/create-order: the payment form, paid through Razorpay when configured. */
export const POST = route({ body: paymentFormRequest }, ({ request, db, user, body }) => {
  refuseCrossSite(request);
  return paymentFormCall(db, user, body, "razorpay", { origin: requestOrigin(request) });
});
