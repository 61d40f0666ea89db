import { GST_LABEL } from "@/lib/billing/price/gst";
import { formatMoney } from "@/lib/money/format";
import type { OrderWithPack } from "@/lib/billing/payments/order-lookup";

/** The order's amounts, as shown on the checkout and return pages. */
export function CheckoutSummary({ order }: { order: OrderWithPack }) {
  const o = order.order;
  const rows: [string, number][] = [
    ["Price", o.priceMinor],
    ...(o.discountMinor ? ([["Discount", -o.discountMinor]] as [string, number][]) : []),
    ...(o.gstMinor ? ([[GST_LABEL, o.gstMinor]] as [string, number][]) : []),
    ...(o.walletMinor ? ([["Paid from wallet", -o.walletMinor]] as [string, number][]) : []),
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white text-sm">
      <div className="flex justify-between gap-4 p-3">
        <dt className="text-slate-600">Package</dt>
        <dd className="text-right font-medium">
          {order.packName} ({order.totalClasses} classes)
        </dd>
      </div>
      {rows.map(([label, minor]) => (
        <div key={label} className="flex justify-between gap-4 p-3">
          <dt className="text-slate-600">{label}</dt>
          <dd>
            {minor < 0 ? "− " : ""}
            {formatMoney(Math.abs(minor), o.currency)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 p-3 text-base font-semibold">
        <dt>Total to pay</dt>
        <dd data-testid="checkout-total">{formatMoney(o.totalMinor, o.currency)}</dd>
      </div>
    </dl>
  );
}
