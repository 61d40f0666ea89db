import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RefundForm } from "@/components/admin/refund-form";
import { Alert } from "@/components/ui";
import { getDb } from "@/db";
import { getAdminOrder } from "@/lib/admin/orders";
import { requireAreaUser } from "@/lib/auth/guard";
import { formatMoney } from "@/lib/money/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Order", robots: { index: false, follow: false } };

const at = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") + " UTC" : "–");

/** /admin/orders/{reference}: one order, its refunds, and the refund form. */
export default async function AdminOrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{ done?: string; cancelled?: string }>;
}) {
  await requireAreaUser("admin");
  const { done, cancelled } = await searchParams;
  // Booked classes the refund cancelled because the pack no longer covers them (lib/admin/refunds.ts).
  const cancelledCount = /^[1-9][0-9]{0,3}$/.test(cancelled ?? "") ? Number(cancelled) : 0;
  const view = await getAdminOrder(await getDb(), (await params).reference);
  if (!view) notFound();
  const o = view.order;
  const m = (minor: number) => formatMoney(minor, o.currency);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Order {o.reference}</h1>
        <p className="text-slate-700">
          <Link href={`/admin/people/${o.userId}`} className="text-indigo-700 underline">
            {view.buyer}
          </Link>{" "}
          · {view.pack} · {o.status} · via {o.provider}
          {o.providerPaymentId ? ` (${o.providerPaymentId})` : ""}
        </p>
      </div>
      <dl className="grid max-w-xl grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt>Price</dt>
        <dd>{m(o.priceMinor)}</dd>
        <dt>Discount</dt>
        <dd>{m(o.discountMinor)}</dd>
        <dt>GST</dt>
        <dd>{m(o.gstMinor)}</dd>
        <dt>From wallet</dt>
        <dd>{m(o.walletMinor)}</dd>
        <dt>Paid</dt>
        <dd>{m(o.totalMinor)}</dd>
        <dt>Paid at</dt>
        <dd>{at(o.paidAt)}</dd>
        <dt>Left to refund</dt>
        <dd>{m(view.leftMinor)}</dd>
        <dt>Classes</dt>
        <dd>
          {view.contract
            ? `${view.contract.totalClasses - view.contract.reversedClasses} of ${view.contract.totalClasses} (${view.unusedClasses} unused)`
            : "no contract"}
        </dd>
      </dl>
      {(done === "full" || done === "part") && view.refunds.length > 0 && (
        <Alert variant="success">
          {done === "full" ? "The order is refunded." : "Part of the order is refunded."}
          {cancelledCount > 0 &&
            ` ${cancelledCount === 1 ? "1 booked class the pack no longer covers is" : `${cancelledCount} booked classes the pack no longer covers are`} cancelled; the family and the teacher are told.`}
        </Alert>
      )}
      <section aria-labelledby="refunds-title">
        <h2 id="refunds-title" className="mb-2 text-lg font-semibold">
          Refunds
        </h2>
        {view.refunds.length === 0 ? (
          <p className="text-sm text-slate-600">None yet.</p>
        ) : (
          <ul className="text-sm">
            {view.refunds.map((r) => (
              <li key={r.id}>
                {at(r.createdAt)} · {m(r.amountMinor)}
                {r.walletMinor ? ` + ${m(r.walletMinor)} to wallet` : ""}
                {r.classesReversed ? ` · ${r.classesReversed} classes taken back` : ""} · by{" "}
                {r.admin} · {r.reason}
                {r.providerRefundId ? ` · ${r.providerRefundId}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.refundable && (view.leftMinor > 0 || o.walletMinor > 0) ? (
        <div className="max-w-xl rounded-lg border border-slate-200 p-4">
          <RefundForm
            reference={o.reference}
            currency={o.currency}
            leftMinor={view.leftMinor}
            unusedClasses={view.unusedClasses}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-700">This order cannot be refunded ({o.status}).</p>
      )}
    </div>
  );
}
