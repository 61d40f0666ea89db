import type { Metadata } from "next";
import { CheckoutResult } from "@/components/billing/checkout-result";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { checkoutReturn } from "@/lib/billing/payments/checkout-return";
import { now } from "@/lib/clock";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Payment", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * GET /checkout/return?ref=…[&payment_id&signature | &status=failed]: where providers send the
 * browser back. A signed sandbox proof runs the same fulfilment as the webhook.
 */
export default async function CheckoutReturnPage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
  const q = await searchParams;
  const { order, proofRejected } = await checkoutReturn(
    await getDb(),
    await getSessionUser(),
    { ref: first(q.ref) ?? "", paymentId: first(q.payment_id), signature: first(q.signature) },
    siteUrl(),
    now(),
  );
  return (
    <CheckoutResult
      order={order}
      failedHint={first(q.status) === "failed" || first(q.cancelled) === "1"}
      proofRejected={proofRejected}
    />
  );
}
