/** A small accessible bar chart in SVG (no chart library): a title, bars, and the data as a table for screen readers. */
export function BarChart({
  title,
  data,
  unit = "",
}: {
  title: string;
  data: { label: string; value: number }[];
  unit?: string;
}) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...data.map((d) => d.value));
  const slot = data.length ? width / data.length : width;
  const bar = Math.max(2, slot * 0.7);
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption id={`${id}-title`} className="mb-2 font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        role="img"
        aria-labelledby={`${id}-title`}
        className="h-40 w-full"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={height} x2={width} y2={height} stroke="#94a3b8" />
        {data.map((d, i) => {
          const h = (d.value / max) * (height - 10);
          return (
            <rect
              key={d.label}
              x={i * slot + (slot - bar) / 2}
              y={height - h}
              width={bar}
              height={h}
              fill="#4338ca"
            >
              <title>{`${d.label}: ${d.value}${unit}`}</title>
            </rect>
          );
        })}
        <text x="0" y={height + 16} fontSize="12" fill="#475569">
          {data[0]?.label ?? ""}
        </text>
        <text x={width} y={height + 16} fontSize="12" fill="#475569" textAnchor="end">
          {data[data.length - 1]?.label ?? ""}
        </text>
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-indigo-700">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <td>{d.label}</td>
                <td>
                  {d.value}
                  {unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
