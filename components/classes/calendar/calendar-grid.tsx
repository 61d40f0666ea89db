import { cn } from "@/components/ui";
import type { TeacherCalendar } from "@/lib/classes/calendar/schemas";
import { CalendarItemCard } from "./calendar-item-card";

/** The week as a table of hours (rows) × days (columns, Sunday first), for wide screens. */
export function CalendarGrid({ calendar }: { calendar: TeacherCalendar }) {
  const { dateArray, timings, adhocSlots, zone_label } = calendar;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[64rem] table-fixed border-collapse text-left">
        <caption className="sr-only">
          Week of {calendar.weekLabel}, times {zone_label}
        </caption>
        <thead>
          <tr className="bg-slate-50">
            <th scope="col" className="w-24 border-b border-slate-200 p-2 text-xs font-medium">
              Time {zone_label}
            </th>
            {dateArray.map((d) => (
              <th
                key={d.date}
                scope="col"
                aria-current={d.is_today ? "date" : undefined}
                className={cn(
                  "border-b border-l border-slate-200 p-2 text-sm font-semibold",
                  d.is_today && "bg-indigo-100 text-indigo-950",
                )}
              >
                <span className="block">{d.day_name}</span>
                <span className="block text-xs font-normal">
                  {d.label}
                  {d.is_today ? " · Today" : ""}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {timings.map((t) => (
            <tr key={t.hour} className="align-top">
              <th
                scope="row"
                className="border-t border-slate-200 p-2 text-xs font-medium whitespace-nowrap text-slate-700"
              >
                {t.label}
              </th>
              {dateArray.map((d) => {
                const items = adhocSlots.filter((i) => i.date === d.date && i.hour === t.hour);
                return (
                  <td
                    key={d.date}
                    className={cn(
                      "h-12 border-t border-l border-slate-200 p-1",
                      d.is_today && "bg-indigo-50/40",
                    )}
                  >
                    <div className="flex flex-col gap-1">
                      {items.map((item) => (
                        <CalendarItemCard key={item.id} item={item} zoneLabel={zone_label} />
                      ))}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
