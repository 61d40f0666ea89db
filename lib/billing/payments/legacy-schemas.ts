import { z } from "zod";

import { emailField, flagValue, parsePhone, toOptionalText } from "@/lib/fields";
import { PAYMENT_MESSAGES as M } from "./messages";

/** Legacy values: a number becomes its text; "", blank and null are "absent" (lib/fields). */
const text = toOptionalText;

const id = (message: string) =>
  z.preprocess(
    text,
    z
      .string({ error: message })
      .trim()
      .regex(/^[1-9][0-9]{0,9}$/, message)
      .transform(Number)
      .refine((n) => n <= 2_147_483_647, message),
  );

const promo = z
  .preprocess(text, z.string().trim().max(40, "The promo code is too long.").optional())
  .describe("promo code, applied to the order (invalid: the order is refused with its message)");

const flag = z
  .preprocess((v) => flagValue(v) === true, z.boolean())
  .describe("pay part or all of the order from the wallet balance");

/** POST /purchase-course-package. */
export const purchaseRequest = z.object({
  pack_id: id(M.pack).describe("the package (pack id) to buy"),
  promo_code: promo,
  use_wallet: flag.optional(),
});

export const purchaseResponse = z.union([
  z.object({ success: z.literal(false), status: z.literal("login"), message: z.string() }),
  z.object({
    success: z.literal(true),
    status: z.literal("ok"),
    payment_link: z.string().describe("open it to pay (sandbox page, Razorpay page or Stripe)"),
    order_reference: z.string(),
    userInfo: z.object({
      id: z.number(),
      name: z.string(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
    }),
    courseDetails: z.object({
      pack_id: z.number(),
      name: z.string(),
      total_classes: z.number(),
      currency: z.string(),
      price: z.number().describe("minor units"),
      discount: z.number(),
      gst: z.number(),
      wallet: z.number(),
      total: z.number(),
    }),
  }),
]);

/** POST /order/{offer id}: the offer id is the pack id. */
export const orderParams = z.object({ id: id("Unknown offer.") });
export const orderRequest = z.object({ promo_code: promo, use_wallet: flag.optional() });
export const orderResponse = z.object({
  status: z.enum(["success", "error", "login"]),
  payment_link: z.string().nullable(),
  message: z.string(),
});

/** POST /payment-initiate-request and POST /razorpay/create-order: the serialized payment form. */
export const paymentFormRequest = z.object({
  name: z.preprocess(text, z.string({ error: M.name }).trim().min(1, M.name).max(120)),
  email: z.preprocess(text, emailField(M.email)),
  number: z.preprocess(
    text,
    z
      .string({ error: M.number })
      .trim()
      .refine((v) => parsePhone(v) !== null, M.number),
  ),
  pack_id: id(M.pack),
  promo: promo,
  use_wallet: flag.optional(),
});
export const paymentFormResponse = z.object({
  status: z.enum(["success", "error", "login"]),
  redirect_url: z.string().nullable(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** POST /razorpay/verify: what Razorpay's checkout handler posts back. */
export const razorpayVerifyRequest = z.object({
  razorpay_order_id: z.string().trim().min(1).max(120),
  razorpay_payment_id: z.string().trim().min(1).max(120),
  razorpay_signature: z.string().trim().min(1).max(200),
});

/** POST /sms/st/store_summer_camp_interest. */
export const summerCampInterestRequest = z.object({
  user_id: id("user_id must be a user id.").describe("must be the logged-in student"),
  plan_id: id("plan_id must be a plan id.").optional(),
});
export const summerCampInterestResponse = z.object({ status: z.literal("success") });

/** POST /api/webhooks/{provider}: the provider's signed raw body. */
export const webhookResponse = z.object({
  received: z.literal(true),
  outcome: z
    .string()
    .describe("fulfilled, failed, duplicate, already, mismatch, unknown_order, ignored"),
});
