import type { ReactNode } from "react";

export interface ReportColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Free text (notes, reasons) wraps; everything else stays on one line and the table scrolls. */
  wrap?: boolean;
}

/**
 * A report's rows as a real table with a caption. On a phone it scrolls sideways inside its own
 * focusable region (keyboard users can scroll it too); the page itself never scrolls sideways.
 */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <section
        aria-label={caption}
        className="rounded-lg border border-dashed border-slate-300 p-4"
      >
        <p className="text-slate-700">{empty}</p>
      </section>
    );
  }
  return (
    <div
      role="region"
      aria-label={`${caption} (scrolls sideways)`}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-slate-200 focus:outline-2 focus:outline-indigo-700"
    >
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-semibold ${c.numeric ? "text-right" : ""}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={`px-3 py-2 align-top text-slate-800 ${c.numeric ? "text-right tabular-nums" : ""} ${c.wrap ? "min-w-48" : "whitespace-nowrap"}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
