import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutSandbox } from "@/components/billing/checkout-sandbox";
import { getDb } from "@/db";
import { findOrderByReference } from "@/lib/billing/payments/order-lookup";
import { configuredProviders } from "@/lib/billing/payments/providers";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sandbox checkout", robots: { index: false } };

type Props = { params: Promise<{ reference: string }> };

/** /checkout/sandbox/{order reference}: the embedded provider's payment page. */
export default async function SandboxCheckoutPage({ params }: Props) {
  const { reference } = await params;
  if (!configuredProviders().includes("sandbox")) notFound();
  const order = await findOrderByReference(await getDb(), reference);
  if (!order || order.order.provider !== "sandbox") notFound();
  return <CheckoutSandbox order={order} />;
}
