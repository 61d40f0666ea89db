import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db";
import { listAdminOrders } from "@/lib/admin/orders";
import { ORDER_STATUSES, ordersQuery } from "@/lib/admin/schemas";
import { requireAreaUser } from "@/lib/auth/guard";
import { formatMoney } from "@/lib/money/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Orders", robots: { index: false, follow: false } };

/** /admin/orders: orders with filters (status, currency, provider, search). */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  await requireAreaUser("admin");
  const raw = await searchParams;
  const query = ordersQuery.catch({}).parse({
    q: raw.q || undefined,
    status: raw.status || undefined,
    currency: raw.currency || undefined,
    provider: raw.provider || undefined,
  });
  const rows = await listAdminOrders(await getDb(), query);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Orders</h1>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter orders">
        <label className="flex grow flex-col text-sm">
          <span className="font-medium">Reference, buyer or e-mail</span>
          <input
            name="q"
            defaultValue={query.q ?? ""}
            className="min-h-11 rounded-md border border-slate-500 px-3"
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">Status</span>
          <select
            name="status"
            defaultValue={query.status ?? ""}
            className="min-h-11 rounded-md border border-slate-500 px-2"
          >
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">Currency</span>
          <select
            name="currency"
            defaultValue={query.currency ?? ""}
            className="min-h-11 rounded-md border border-slate-500 px-2"
          >
            <option value="">Any</option>
            <option value="INR">INR</option>
            <option value="USD">USD</option>
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-indigo-700 px-4 text-white">
          Filter
        </button>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-700">No orders match.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2">
                  Order
                </th>
                <th scope="col">Buyer</th>
                <th scope="col">Pack</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id} className="border-b">
                  <td className="py-2">
                    <Link
                      href={`/admin/orders/${o.reference}`}
                      className="text-indigo-700 underline"
                    >
                      {o.reference}
                    </Link>
                  </td>
                  <td>
                    <Link href={`/admin/people/${o.userId}`} className="text-indigo-700 underline">
                      {o.buyer}
                    </Link>
                  </td>
                  <td>{o.pack}</td>
                  <td>
                    {formatMoney(o.totalMinor, o.currency)}
                    {o.refundedMinor ? ` (−${formatMoney(o.refundedMinor, o.currency)})` : ""}
                  </td>
                  <td>{o.status}</td>
                  <td>{o.createdAt.toISOString().slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
