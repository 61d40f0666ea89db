import type { Metadata } from "next";
import { BarChart } from "@/components/admin/bar-chart";
import { getDb } from "@/db";
import { dashboardNumbers, parseRange } from "@/lib/admin/dashboard";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { formatMoney } from "@/lib/money/format";
import type { Currency } from "@/lib/money/currency";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dashboard", robots: { index: false, follow: false } };

function Stat({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
      {note && <dd className="text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** /admin: the marketplace's numbers for a chosen range (default the last 30 days). */
export default async function AdminDashboard({
  searchParams,
}: {
  searchParams: Promise<{ from?: string; to?: string }>;
}) {
  await requireAreaUser("admin");
  const range = parseRange(await searchParams, now());
  const n = await dashboardNumbers(await getDb(), range);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Range">
        <label className="flex flex-col text-sm">
          <span className="font-medium">From</span>
          <input
            type="date"
            name="from"
            defaultValue={range.fromDay}
            className="min-h-11 rounded-md border border-slate-500 px-2"
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">To</span>
          <input
            type="date"
            name="to"
            defaultValue={range.toDay}
            className="min-h-11 rounded-md border border-slate-500 px-2"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-indigo-700 px-4 text-white">
          Show
        </button>
      </form>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="New families" value={n.newFamilies} />
        <Stat label="Demos booked" value={n.demosBooked} />
        <Stat label="Demos held" value={n.demosHeld} />
        <Stat label="Demos converted to paid" value={n.demosConverted} />
        <Stat label="Classes held" value={n.classesHeld} />
        <Stat
          label="Teacher attendance"
          value={n.teacherAttendance.rate === null ? "–" : `${n.teacherAttendance.rate}%`}
          note={`${n.teacherAttendance.held} held, ${n.teacherAttendance.missed} missed`}
        />
        <Stat label="Cancellations" value={n.cancellations} />
      </dl>
      <section aria-labelledby="revenue-title">
        <h2 id="revenue-title" className="mb-2 text-lg font-semibold">
          Revenue by currency
        </h2>
        {n.revenue.length === 0 ? (
          <p className="text-slate-700">No paid orders in this range.</p>
        ) : (
          <table className="w-full max-w-xl text-left text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2">
                  Currency
                </th>
                <th scope="col">Orders</th>
                <th scope="col">Paid</th>
                <th scope="col">Refunded</th>
                <th scope="col">Net</th>
              </tr>
            </thead>
            <tbody>
              {n.revenue.map((r) => (
                <tr key={r.currency} className="border-b">
                  <td className="py-2">{r.currency}</td>
                  <td>{r.orders}</td>
                  <td>{formatMoney(r.grossMinor, r.currency as Currency)}</td>
                  <td>{formatMoney(r.refundedMinor, r.currency as Currency)}</td>
                  <td>{formatMoney(r.grossMinor - r.refundedMinor, r.currency as Currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title="New families per day"
          data={n.daily.map((d) => ({ label: d.day, value: d.families }))}
        />
        <BarChart
          title="Classes held per day"
          data={n.daily.map((d) => ({ label: d.day, value: d.classes }))}
        />
      </div>
    </div>
  );
}
