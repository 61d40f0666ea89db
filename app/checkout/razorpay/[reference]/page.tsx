import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutRazorpay } from "@/components/billing/checkout-razorpay";
import { CheckoutSummary } from "@/components/billing/checkout-summary";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { findOrderByReference } from "@/lib/billing/payments/order-lookup";
import { isRazorpayConfigured } from "@/lib/billing/payments/providers";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/** /checkout/razorpay/{reference}: the owner pays a Razorpay order in Razorpay's window. */
export default async function RazorpayCheckoutPage({
  params,
}: {
  params: Promise<{ reference: string }>;
}) {
  const user = await requireAreaUser("student");
  const { reference } = await params;
  if (!isRazorpayConfigured()) notFound();
  const found = await findOrderByReference(await getDb(), reference);
  const order = found?.order;
  if (!found || !order || order.userId !== user.id || order.provider !== "razorpay") notFound();
  if (!order.providerOrderId) notFound();
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold">Pay for your order</h1>
      <CheckoutSummary order={found} />
      <div className="mt-6">
        <CheckoutRazorpay
          keyId={process.env.RAZORPAY_KEY_ID!}
          orderId={order.providerOrderId}
          amountMinor={order.totalMinor}
          currency={order.currency}
          description={found.packName}
          callbackUrl={`${siteUrl()}/razorpay/verify`}
          prefill={{ name: user.name }}
        />
      </div>
    </main>
  );
}
