import { Button, Select } from "@/components/ui";
import { formatClock } from "@/lib/scheduling/date-format";
import { parseHoursFilter } from "@/lib/classes/calendar/schemas";

export const HOURS_OPTIONS = [
  { value: "working", label: "Working hours" },
  { value: "all", label: "All day" },
  { value: "06-12", label: "Morning (06 AM – 12 PM)" },
  { value: "12-17", label: "Afternoon (12 PM – 05 PM)" },
  { value: "17-23", label: "Evening (05 PM – 11 PM)" },
];

function rangeLabel(value: string): string {
  const f = parseHoursFilter(value);
  if (f?.kind !== "range") return value;
  const clock = (h: number) => formatClock(`${String(h % 24).padStart(2, "0")}:00`);
  return `${clock(f.from)} – ${clock(f.to)}`;
}

/**
 * Which hours the calendar shows: a GET form (works without JavaScript) that keeps the week. A
 * range from the URL that is not one of the choices is offered as its own option.
 */
export function HoursFilterForm({
  action,
  weekStatus,
  value,
}: {
  action: string;
  weekStatus: number;
  value: string;
}) {
  const options = HOURS_OPTIONS.some((o) => o.value === value)
    ? HOURS_OPTIONS
    : [...HOURS_OPTIONS, { value, label: rangeLabel(value) }];
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="weekStatus" value={weekStatus} />
      <Select
        name="hours"
        label="Hours shown"
        options={options}
        defaultValue={value}
        className="w-60"
      />
      <Button type="submit" variant="secondary" size="sm">
        Show
      </Button>
    </form>
  );
}
