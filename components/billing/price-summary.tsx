import { GST_LABEL } from "@/lib/billing/price/gst";
import type { PriceBreakdown } from "@/lib/billing/price/compute-price";
import { formatMoney } from "@/lib/money/format";

/** Price, discount, GST (INR only), wallet and the total, as a definition list. */
export function PriceSummary({ breakdown }: { breakdown: PriceBreakdown }) {
  const { currency } = breakdown;
  const rows: [string, string, string?][] = [["Price", formatMoney(breakdown.price, currency)]];
  if (breakdown.discount > 0)
    rows.push(["Promo discount", `− ${formatMoney(breakdown.discount, currency)}`, "discount"]);
  if (currency === "INR") rows.push([GST_LABEL, formatMoney(breakdown.gst, currency), "gst"]);
  if (breakdown.wallet > 0)
    rows.push(["Paid from wallet", `− ${formatMoney(breakdown.wallet, currency)}`, "wallet"]);
  return (
    <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map(([label, value, key]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-2 text-sm" data-row={key}>
          <dt className="text-slate-700">{label}</dt>
          <dd className="tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 px-4 py-3 text-base font-bold" data-row="total">
        <dt>Total to pay</dt>
        <dd className="tabular-nums" data-testid="plan-total">
          {formatMoney(breakdown.total, currency)}
        </dd>
      </div>
    </dl>
  );
}
