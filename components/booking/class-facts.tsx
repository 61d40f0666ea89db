/**
 * What a class is and when, as a definition list: the confirm dialog of the slot chooser and the
 * thank-you pages. Plain markup (no hooks): it renders in server and client components.
 */
export function ClassFacts({
  kind,
  what,
  dateText,
  timeText,
  teacherName,
}: {
  kind: string;
  what: string;
  dateText: string;
  timeText: string;
  teacherName: string;
}) {
  const rows: [string, string][] = [
    [kind, what],
    ["Date", dateText],
    ["Time", timeText],
    ["Teacher", teacherName],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-700">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
