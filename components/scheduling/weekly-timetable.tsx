import Link from "next/link";
import type { ReactNode } from "react";
import { cn, focusRing } from "@/components/ui";
import {
  WEEK_STATUS_RANGE,
  type TeacherTimetable,
  type TimetableEntry,
} from "@/lib/scheduling/timetable/schemas";

/**
 * A teacher's week, read-only: the 7 days of the viewer's week (Sunday first), each with its
 * classes in the viewer's zone and what is known about them (free demo, seats, booked, yours,
 * past, cancelled). Works in server and client components (no hooks).
 *
 * Stable props, for the teacher's own profile and the public profile's booking:
 * - `timetable`: the output of getTeacherTimetable (lib/scheduling/timetable).
 * - `renderAction(entry)`: optional, e.g. a "Book" button per entry; return null for none.
 *   It is called for every entry, past and cancelled ones too (check `entry.classActive`,
 *   `entry.booked`, `entry.duplicate`).
 * - `weekHref(weekStatus)`: optional; when given, "Previous week" / "Next week" links use it,
 *   within weekStatus -4 to 12 (e.g. `(w) => \`?week=${w}\``).
 * - `heading`: optional heading text (default "Weekly timetable"); `headingLevel` 2 (default) or 3.
 * - `emptyText`: what a day without classes says (default "No classes").
 */
export interface WeeklyTimetableProps {
  timetable: TeacherTimetable;
  renderAction?: (entry: TimetableEntry) => ReactNode;
  weekHref?: (weekStatus: number) => string;
  heading?: string;
  headingLevel?: 2 | 3;
  emptyText?: string;
  className?: string;
}

function Badge({
  tone,
  children,
}: {
  tone: "indigo" | "green" | "slate" | "amber";
  children: ReactNode;
}) {
  const tones = {
    indigo: "bg-indigo-50 text-indigo-900 border-indigo-200",
    green: "bg-green-50 text-green-900 border-green-200",
    slate: "bg-slate-100 text-slate-800 border-slate-300",
    amber: "bg-amber-50 text-amber-950 border-amber-300",
  } as const;
  return (
    <span className={cn("rounded border px-1.5 py-0.5 text-xs font-medium", tones[tone])}>
      {children}
    </span>
  );
}

/** What a person needs to know about an entry, as short badges. */
function entryBadges(e: TimetableEntry): ReactNode[] {
  const out: ReactNode[] = [];
  if (e.is_demo_slot)
    out.push(
      <Badge key="demo" tone="indigo">
        Free demo
      </Badge>,
    );
  if (e.session_status === 5)
    out.push(
      <Badge key="cancelled" tone="amber">
        Cancelled
      </Badge>,
    );
  else if (!e.classActive)
    out.push(
      <Badge key="past" tone="slate">
        Past
      </Badge>,
    );
  if (e.assigned_student)
    out.push(
      <Badge key="yours" tone="green">
        Your class
      </Badge>,
    );
  else if (e.booked)
    out.push(
      <Badge key="booked" tone="slate">
        Booked
      </Badge>,
    );
  else if (e.classActive && e.capacity > 1) {
    out.push(
      <Badge key="seats" tone="slate">
        {e.seats_left} of {e.capacity} seats left
      </Badge>,
    );
  }
  if (e.duplicate && !e.assigned_student) {
    out.push(
      <Badge key="clash" tone="amber">
        Clashes with another class
      </Badge>,
    );
  }
  return out;
}

const linkClasses = cn(
  "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline",
  focusRing,
);

export function WeeklyTimetable({
  timetable,
  renderAction,
  weekHref,
  heading = "Weekly timetable",
  headingLevel = 2,
  emptyText = "No classes",
  className,
}: WeeklyTimetableProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const DayHeading = headingLevel === 2 ? "h3" : "h4";
  const first = timetable.weekdays[0];
  const last = timetable.weekdays[6];
  const range = first && last ? `${first.representDate} – ${last.representDate}` : "";
  const previous = timetable.weekStatus - 1;
  const next = timetable.weekStatus + 1;
  return (
    <section aria-label={heading} className={cn("flex flex-col gap-3", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <Heading className="text-xl font-semibold text-slate-900">{heading}</Heading>
          <p className="text-sm text-slate-600">
            {range} · times in {timetable.timeZone} {timetable.zoneLabel}
          </p>
        </div>
        {weekHref ? (
          <nav aria-label="Weeks" className="flex gap-1">
            {previous >= WEEK_STATUS_RANGE.min ? (
              <Link href={weekHref(previous)} className={linkClasses} scroll={false}>
                ← Previous week
              </Link>
            ) : null}
            {timetable.weekStatus !== 0 ? (
              <Link href={weekHref(0)} className={linkClasses} scroll={false}>
                This week
              </Link>
            ) : null}
            {next <= WEEK_STATUS_RANGE.max ? (
              <Link href={weekHref(next)} className={linkClasses} scroll={false}>
                Next week →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
      <ol className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-7">
        {timetable.weekdays.map((day) => (
          <li key={day.sdate} className="rounded-lg border border-slate-200 bg-white p-3">
            <DayHeading className="font-semibold text-slate-900">
              {day.weekDay}
              <span className="block text-sm font-normal text-slate-600">{day.representDate}</span>
            </DayHeading>
            {day.data.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{emptyText}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {day.data.map((e) => (
                  <li
                    key={`${e.id}-${e.ig_date}`}
                    className={cn(
                      "flex flex-col gap-1 rounded-md border border-slate-200 p-2",
                      !e.classActive && "bg-slate-50",
                    )}
                  >
                    <span className="font-medium text-slate-900">{e.timeDesc}</span>
                    <span className="text-xs text-slate-600">{e.duration} min</span>
                    <span className="flex flex-wrap gap-1">{entryBadges(e)}</span>
                    {renderAction ? renderAction(e) : null}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
