import Link from "next/link";
import { Alert, cn, focusRing } from "@/components/ui";
import type { TeacherCalendar } from "@/lib/classes/calendar/schemas";
import { CalendarDayList } from "./calendar-day-list";
import { CalendarGrid } from "./calendar-grid";
import { CalendarLegend } from "./calendar-legend";
import { HoursFilterForm } from "./hours-filter-form";
import { WeekNav } from "./week-nav";

export interface TeacherCalendarViewProps {
  /** The output of getTeacherCalendar (lib/classes/calendar). */
  calendar: TeacherCalendar;
  /** The page the week links and the hours form go to (default /em/calendar). */
  basePath?: string;
  /** Where a teacher adds weekly slots, linked from the empty state (default /em/schedule). */
  slotsHref?: string;
  /** A note shown above the calendar, e.g. that the address asked for a week out of range. */
  notice?: string;
}

/** "Asia/Kolkata (IST)"; just "UTC" when the label says no more than the zone. */
function zoneText({ time_zone, zone_label }: TeacherCalendar): string {
  const zone = time_zone.replace(/_/g, " ");
  return zone_label === `(${time_zone})` ? zone : `${zone} ${zone_label}`;
}

const textLink = cn("font-medium text-indigo-700 underline underline-offset-2", focusRing);

/**
 * A teacher's week: week links, the hours filter, a legend, then the grid of days × hours on
 * wide screens and the day-by-day list on phones. A server component; no JavaScript needed.
 */
export function TeacherCalendarView({
  calendar,
  basePath = "/em/calendar",
  slotsHref = "/em/schedule",
  notice,
}: TeacherCalendarViewProps) {
  const href = (weekStatus: number, hours = calendar.hours_filter) => {
    const params = new URLSearchParams();
    if (weekStatus !== 0) params.set("weekStatus", String(weekStatus));
    if (hours !== "working") params.set("hours", hours);
    const query = params.toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  const empty = calendar.adhocSlots.length === 0;
  return (
    <div className="space-y-5">
      {notice ? <Alert variant="warning">{notice}</Alert> : null}
      {calendar.teacher_status === "inactive" ? (
        <Alert variant="warning">This teacher account is inactive.</Alert>
      ) : null}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 className="text-lg font-semibold" aria-live="polite">
            {calendar.weekLabel}
          </h2>
          <p className="text-sm text-slate-700">Times in {zoneText(calendar)}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <WeekNav weekStatus={calendar.weekStatus} hrefFor={(w) => href(w)} />
          <HoursFilterForm
            action={basePath}
            weekStatus={calendar.weekStatus}
            value={calendar.hours_filter}
          />
        </div>
      </div>
      <CalendarLegend />
      {calendar.hidden_count > 0 ? (
        <p className="text-sm text-slate-700">
          {calendar.hidden_count === 1
            ? "1 class or free slot is"
            : `${calendar.hidden_count} classes or free slots are`}{" "}
          outside these hours.{" "}
          <Link className={textLink} href={href(calendar.weekStatus, "all")}>
            Show all hours
          </Link>
        </p>
      ) : null}
      {empty ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium">
            Nothing in this week{calendar.hidden_count > 0 ? "’s shown hours" : ""}.
          </p>
          <p className="mt-1 text-sm text-slate-700">
            No classes and no free slots to come.{" "}
            <Link className={textLink} href={slotsHref}>
              Set your weekly slots
            </Link>
          </p>
        </div>
      ) : (
        <>
          <div className="hidden lg:block">
            <CalendarGrid calendar={calendar} />
          </div>
          <div className="lg:hidden">
            <CalendarDayList calendar={calendar} />
          </div>
        </>
      )}
    </div>
  );
}
