import { useId } from "react";

export interface ChartSeries {
  key: string;
  label: string;
  /** An SVG fill colour (a Tailwind palette hex, so it prints too). */
  color: string;
}

export interface ChartBar {
  label: string;
  values: Record<string, number>;
}

/**
 * Vertical stacked bars (e.g. attendance per month) as inline SVG. The picture is role="img" with a
 * description that states every number; a legend names the colours; pages show the same numbers in
 * a table. Scales with its box, so it fits 360 px.
 */
export function StackedBarChart({
  title,
  series,
  bars,
}: {
  title: string;
  series: readonly ChartSeries[];
  bars: readonly ChartBar[];
}) {
  const id = useId();
  const totals = bars.map((b) => series.reduce((n, s) => n + (b.values[s.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const slot = 56;
  const width = Math.max(320, bars.length * slot + 16);
  const top = 18;
  const plot = 150;
  const height = top + plot + 24;
  const description = bars
    .map(
      (b, i) =>
        `${b.label}: ${series.map((s) => `${b.values[s.key] ?? 0} ${s.label.toLowerCase()}`).join(", ")} (${totals[i]} in all)`,
    )
    .join("; ");
  return (
    <figure className="max-w-2xl">
      <figcaption id={`${id}-t`} className="text-base font-semibold text-slate-900">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className="mt-2 overflow-x-auto">
        <svg
          role="img"
          aria-labelledby={`${id}-t`}
          aria-describedby={`${id}-d`}
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full min-w-[18rem]"
          style={{ maxWidth: `${width * 1.6}px` }}
        >
          <desc id={`${id}-d`}>{description || "No data."}</desc>
          <line x1={8} x2={width - 8} y1={top + plot} y2={top + plot} stroke="#94a3b8" />
          {bars.map((b, i) => {
            const x = 8 + i * slot + 10;
            let y = top + plot;
            return (
              <g key={b.label}>
                {series.map((s) => {
                  const v = b.values[s.key] ?? 0;
                  const h = (v / max) * plot;
                  y -= h;
                  return v > 0 ? (
                    <rect key={s.key} x={x} y={y} width={slot - 20} height={h} fill={s.color} />
                  ) : null;
                })}
                <text
                  x={x + (slot - 20) / 2}
                  y={top + plot - (totals[i]! / max) * plot - 4}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#0f172a"
                >
                  {totals[i]}
                </text>
                <text
                  x={x + (slot - 20) / 2}
                  y={top + plot + 16}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#334155"
                >
                  {b.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
