import {
  orderRequest,
  orderResponse,
  paymentFormRequest,
  paymentFormResponse,
  purchaseRequest,
  purchaseResponse,
  razorpayVerifyRequest,
  summerCampInterestRequest,
  summerCampInterestResponse,
  webhookResponse,
} from "../../billing/payments/legacy-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Orders and payments (spec 2 and spec 3 section 7), and the providers' callbacks. */
export const PAYMENT_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "purchase-course-package",
    "3 §7",
    "Start buying a package: creates the order (promo, wallet part, GST) and a checkout with the configured provider (sandbox by default). Not logged in: success false, status 'login' (opens the login modal). Amounts in minor units.",
    {
      handler: "app/(api)/purchase-course-package/route.ts",
      request: purchaseRequest,
      response: purchaseResponse,
    },
  ),
  call(
    "POST",
    "site",
    "order/{id}",
    "3 §7",
    "Order an offer (offer id = pack id); answers a payment link. Refusals: HTTP 401 status 'login', 404 unknown pack, 400 invalid promo, 502 provider down, each with status 'error' and the message for the error dialog.",
    { handler: "app/(api)/order/[id]/route.ts", request: orderRequest, response: orderResponse },
  ),
  call(
    "POST",
    "site",
    "payment-initiate-request",
    "3 §7",
    "The card payment form (Stripe Checkout when STRIPE_* is set, else the default provider). Missing fields: HTTP 400 with errors.{name,email,number} ('Please enter your name.' …).",
    {
      handler: "app/(api)/payment-initiate-request/route.ts",
      request: paymentFormRequest,
      response: paymentFormResponse,
    },
  ),
  call(
    "POST",
    "site",
    "razorpay/create-order",
    "3 §7",
    "The payment form paid through Razorpay (an order created with the Orders API) when RAZORPAY_* is set, else the default provider. Same answers as payment-initiate-request.",
    {
      handler: "app/(api)/razorpay/create-order/route.ts",
      request: paymentFormRequest,
      response: paymentFormResponse,
    },
  ),
  call(
    "POST",
    "site",
    "razorpay/verify",
    "new",
    "Razorpay checkout's callback (form post): razorpay_signature = HMAC_SHA256(order_id|payment_id, key secret) checked against the order id we stored, then the webhook's fulfilment; 303 to /checkout/return. Bad signature: 400.",
    {
      handler: "app/(api)/razorpay/verify/route.ts",
      request: razorpayVerifyRequest,
      uncounted: "the payment provider's callback, not a call of the old client",
    },
  ),
  call(
    "POST",
    "site",
    "api/webhooks/{provider}",
    "new",
    "Provider webhooks (sandbox: x-sandbox-signature; razorpay: x-razorpay-signature, x-razorpay-event-id; stripe: Stripe-Signature, 300 s tolerance) verified over the raw body. Bad signature: 400. Verified events answer 200, duplicates included; fulfilment credits each order once; amount or currency mismatches are logged, not credited.",
    {
      handler: "app/(api)/api/webhooks/[provider]/route.ts",
      response: webhookResponse,
      uncounted: "the payment providers' webhooks, not a call of the old client",
    },
  ),
  call(
    "POST",
    "site",
    "sms/st/store_summer_camp_interest",
    "2 §7",
    "Records the logged-in student's summer camp interest (once; user_id must be the caller, else 403).",
    {
      handler: "app/(api)/sms/st/store_summer_camp_interest/route.ts",
      request: summerCampInterestRequest,
      response: summerCampInterestResponse,
    },
  ),
];
