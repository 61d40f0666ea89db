import { cn } from "@/components/ui";
import type { TeacherCalendar } from "@/lib/classes/calendar/schemas";
import { CalendarItemCard } from "./calendar-item-card";

/** The week day by day (Sunday first), for phones. */
export function CalendarDayList({ calendar }: { calendar: TeacherCalendar }) {
  return (
    <ol className="space-y-4">
      {calendar.dateArray.map((d) => {
        const items = calendar.adhocSlots.filter((i) => i.date === d.date);
        return (
          <li
            key={d.date}
            aria-current={d.is_today ? "date" : undefined}
            className={cn(
              "rounded-lg border border-slate-200 p-3",
              d.is_today && "border-indigo-300 bg-indigo-50/50",
            )}
          >
            <h3 className="text-base font-semibold">
              {d.day_name}, {d.label}
              {d.is_today ? (
                <span className="ml-2 rounded bg-indigo-700 px-1.5 py-0.5 text-xs font-medium text-white">
                  Today
                </span>
              ) : null}
            </h3>
            {items.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">
                {/^\d/.test(calendar.hours_filter)
                  ? "Nothing in these hours."
                  : "Nothing on this day."}
              </p>
            ) : (
              <ul className="mt-2 space-y-2">
                {items.map((item) => (
                  <li key={item.id}>
                    <CalendarItemCard item={item} zoneLabel={calendar.zone_label} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
