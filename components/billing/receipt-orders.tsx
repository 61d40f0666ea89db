import { GST_LABEL } from "@/lib/billing/price/gst";
import Link from "next/link";
import type { OrderLine } from "@/lib/billing/receipts/orders";
import { formatMoney } from "@/lib/money/format";
import { isPaid, isUnpaid } from "@/lib/billing/orders/order-states";
import { CheckoutOrderActions } from "./checkout-order-actions";

const STATUS_LABEL: Record<OrderLine["status"], string> = {
  created: "Awaiting payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  failed: "Payment failed",
  refunded: "Refunded",
  expired: "Expired (not paid in time)",
  cancelled: "Cancelled",
};

/** The student's orders with their GST breakdown and a link to each receipt. */
export function ReceiptOrders({ orders }: { orders: OrderLine[] }) {
  if (orders.length === 0) return <p className="text-slate-600">You have no orders yet.</p>;
  return (
    <ul className="space-y-4">
      {orders.map((o) => {
        const m = (minor: number) => formatMoney(minor, o.currency);
        return (
          <li
            key={o.reference}
            className="rounded-md border border-slate-200 bg-white p-4"
            data-testid="order-row"
            data-reference={o.reference}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">{o.packName}</h2>
              <span className="text-sm font-medium" data-testid="order-row-status">
                {STATUS_LABEL[o.status]}
              </span>
            </div>
            <p className="text-sm text-slate-600">
              Order {o.reference} · {o.createdAt.toISOString().slice(0, 10)}
            </p>
            <p className="mt-1 text-sm" data-testid="order-row-classes">
              {o.creditedClasses
                ? `${o.creditedClasses} classes credited`
                : `${o.packClasses} classes (not credited)`}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-4">
              <dt className="text-slate-600">Price</dt>
              <dd>{m(o.priceMinor)}</dd>
              {o.discountMinor ? (
                <>
                  <dt className="text-slate-600">Discount</dt>
                  <dd>- {m(o.discountMinor)}</dd>
                </>
              ) : null}
              {o.currency === "INR" ? (
                <>
                  <dt className="text-slate-600">{GST_LABEL}</dt>
                  <dd>{m(o.gstMinor)}</dd>
                </>
              ) : null}
              {o.walletMinor ? (
                <>
                  <dt className="text-slate-600">Wallet</dt>
                  <dd>- {m(o.walletMinor)}</dd>
                </>
              ) : null}
              <dt className="font-semibold">Total</dt>
              <dd className="font-semibold">{m(o.totalMinor)}</dd>
            </dl>
            {isPaid(o.status) ? (
              <Link
                className="mt-3 inline-block text-indigo-700 underline"
                href={`/st/orders/${encodeURIComponent(o.reference)}/receipt`}
              >
                Receipt
              </Link>
            ) : null}
            {isPaid(o.status) ? (
              <a
                className="mt-3 ml-4 inline-block text-indigo-700 underline"
                href={`/st/orders/${encodeURIComponent(o.reference)}/invoice.pdf`}
                download
              >
                {o.invoiceNumber ? "Tax invoice (PDF)" : "Receipt (PDF)"}
              </a>
            ) : null}
            {isUnpaid(o.status) ? <CheckoutOrderActions reference={o.reference} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
