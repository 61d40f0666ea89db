import { cn } from "@/components/ui";
import { ITEM_STYLES } from "./status-style";

/** What the colours and marks of the calendar mean. */
export function CalendarLegend() {
  return (
    <div>
      <h2 id="calendar-legend" className="sr-only">
        Legend
      </h2>
      <ul aria-labelledby="calendar-legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {ITEM_STYLES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn("inline-block h-4 w-4 rounded border-2", s.swatch)}
            />
            <span aria-hidden="true" className="text-xs">
              {s.mark}
            </span>
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
