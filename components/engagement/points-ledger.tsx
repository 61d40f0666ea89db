import type { PointEntryView } from "@/lib/engagement/points/ledger";
import { formatWhenIn } from "@/lib/scheduling/date-format";

/** "Why these points": every ledger entry of a child, and the total they add up to. */
export function PointsLedger({
  name,
  total,
  entries,
  zone,
}: {
  name: string;
  total: number;
  entries: PointEntryView[];
  zone: string;
}) {
  return (
    <section aria-labelledby="ledger-heading" className="flex flex-col gap-3">
      <h2 id="ledger-heading" className="text-lg font-semibold">
        {name}: <span data-testid="ledger-total">{total}</span> points
      </h2>
      {entries.length === 0 ? (
        <p className="text-slate-700">No points yet. Attending a class earns the first ones.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Every entry that makes up {name}&apos;s points</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-1 pr-2 font-medium">
                When
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Why
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-slate-100" data-reason={e.reason}>
                <td className="py-1.5 pr-2">{formatWhenIn(new Date(e.created_at), zone)}</td>
                <td className="py-1.5 pr-2">{e.label}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {e.points > 0 ? `+${e.points}` : e.points}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-1.5 pr-2 text-right">
                Total
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums">{total}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
