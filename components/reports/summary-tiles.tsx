export interface SummaryTile {
  label: string;
  value: string | number;
  hint?: string;
}

/** The headline numbers of a report, two to a row on a phone. */
export function SummaryTiles({ tiles, label }: { tiles: readonly SummaryTile[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-sm text-slate-700">{t.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{t.value}</dd>
          {t.hint ? <dd className="text-xs text-slate-600">{t.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
