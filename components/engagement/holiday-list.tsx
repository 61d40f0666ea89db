import type { HolidayJson } from "@/lib/engagement/holidays/holidays";

/** The school's coming holidays, with when they start in the student's zone. */
export function HolidayList({ holidays }: { holidays: HolidayJson[] }) {
  if (holidays.length === 0) {
    return <p className="text-sm text-slate-700">No holidays in the coming year.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label="Holidays">
      {holidays.map((h) => (
        <li key={h.id} className="py-2">
          <p className="font-semibold">{h.name}</p>
          <p>
            {h.label}
            {h.days > 1 ? ` (${h.days} days)` : ""}
          </p>
          <p className="text-slate-700">
            No classes from {h.starts_local} to {h.ends_local} (your time)
          </p>
        </li>
      ))}
    </ul>
  );
}
