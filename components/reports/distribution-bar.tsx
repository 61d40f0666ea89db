import { useId } from "react";

export interface DistributionPart {
  key: string;
  label: string;
  count: number;
  /** Percent of the whole, or null when the whole is empty. */
  percent: number | null;
  color: string;
}

/**
 * One horizontal bar split into parts (e.g. on time / late / very late / not started) as inline
 * SVG, with the same numbers as a list beside it: the list is the text equivalent.
 */
export function DistributionBar({
  title,
  parts,
}: {
  title: string;
  parts: readonly DistributionPart[];
}) {
  const id = useId();
  const total = parts.reduce((n, p) => n + p.count, 0);
  let x = 0;
  return (
    <figure className="max-w-2xl">
      <figcaption id={`${id}-t`} className="text-base font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-l`}
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        className="mt-2 h-6 w-full rounded bg-slate-100"
      >
        {total > 0
          ? parts.map((p) => {
              const w = (p.count / total) * 100;
              const rect = <rect key={p.key} x={x} y={0} width={w} height={8} fill={p.color} />;
              x += w;
              return rect;
            })
          : null}
      </svg>
      <ul id={`${id}-l`} className="mt-3 grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
        {parts.map((p) => (
          <li key={p.key} className="flex items-center gap-2">
            <span
              className="inline-block size-3 shrink-0 rounded-sm"
              style={{ backgroundColor: p.color }}
              aria-hidden="true"
            />
            <span>
              {p.label}: <strong>{p.count}</strong>
              {p.percent === null ? "" : ` (${p.percent}%)`}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
