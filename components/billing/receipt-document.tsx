import { buttonClasses } from "@/components/ui";
import type { Receipt } from "@/lib/billing/receipts/orders";
import { receiptLines } from "@/lib/billing/receipts/receipt-text";
import { SITE_NAME } from "@/lib/site";

/** A printable receipt (print hides the buttons) with a text download. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const r = receipt;
  const href = `/st/orders/${encodeURIComponent(r.reference)}/receipt.txt`;
  return (
    <main className="mx-auto max-w-xl px-4 py-10 print:p-0">
      <article className="rounded-md border border-slate-300 bg-white p-6 print:border-0">
        <h1 className="text-2xl font-bold">{SITE_NAME}: Receipt</h1>
        <dl className="mt-4 grid grid-cols-2 gap-1 text-sm">
          <dt className="text-slate-600">Order</dt>
          <dd>{r.reference}</dd>
          <dt className="text-slate-600">Date</dt>
          <dd>{(r.paidAt ?? r.createdAt).toISOString().slice(0, 10)}</dd>
          <dt className="text-slate-600">Billed to</dt>
          <dd>{`${r.buyerFirst} ${r.buyerLast}`.trim()}</dd>
          <dt className="text-slate-600">Status</dt>
          <dd>{r.status}</dd>
        </dl>
        <table className="mt-6 w-full text-sm">
          <tbody>
            {receiptLines(r).map(([label, value]) => (
              <tr key={label} className="border-t border-slate-200">
                <th scope="row" className="py-2 text-left font-normal">
                  {label}
                </th>
                <td className="py-2 text-right">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
      <div className="mt-6 flex gap-3 print:hidden">
        <a href={href} download={`receipt-${r.reference}.txt`} className={buttonClasses("primary")}>
          Download
        </a>
      </div>
    </main>
  );
}
