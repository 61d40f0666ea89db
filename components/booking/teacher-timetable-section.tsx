import Link from "next/link";
import { WeeklyTimetable } from "@/components/scheduling/weekly-timetable";
import { buttonClasses } from "@/components/ui";
import type { SessionUser } from "@/lib/auth/session-user";
import { formatOccurrenceId } from "@/lib/scheduling/booking/occurrence-id";
import { bookableDemo } from "@/lib/scheduling/timetable/next-free-times";
import type { TeacherTimetable, TimetableEntry } from "@/lib/scheduling/timetable/schemas";

/**
 * Where "Book free demo" on one time leads: the course's slot chooser with that time chosen; a
 * visitor logs in (or signs up) first and lands there. Teachers and admins get no link.
 */
function demoHref(
  entry: TimetableEntry,
  bookingSlug: string | null,
  user: SessionUser | null,
): string | null {
  if (!bookingSlug || !bookableDemo(entry)) return null;
  if (user && user.role !== "student") return null;
  const path = `/st/book-demo/${encodeURIComponent(bookingSlug)}?slot=${formatOccurrenceId({ slotId: entry.id, date: entry.ig_date })}`;
  return user ? path : `/login?next=${encodeURIComponent(path)}`;
}

/**
 * The availability of a public teacher page, shown to everyone (issue 26) in the viewer's zone:
 * first the next free demo times, each with "Book free demo", then the teacher's week. Nothing in
 * it depends on a visitor beyond their zone cookie, so the page stays cacheable.
 */
export function TeacherTimetableSection({
  timetable,
  soonest,
  teacherName,
  bookingSlug,
  user,
  profilePath,
}: {
  /** The week shown. */
  timetable: TeacherTimetable;
  /** The next free demo times (`loadNextFreeTimes`: the next two weeks from now, soonest first). */
  soonest: TimetableEntry[];
  teacherName: string;
  bookingSlug: string | null;
  user: SessionUser | null;
  profilePath: string;
}) {
  const action = (entry: TimetableEntry) => {
    const href = demoHref(entry, bookingSlug, user);
    return href ? (
      <Link
        href={href}
        className={buttonClasses("secondary", "sm")}
        aria-label={`Book free demo, ${entry.timeDescNew}`}
      >
        Book free demo
      </Link>
    ) : null;
  };
  return (
    <section aria-labelledby="next-free" className="mt-8">
      <h2 id="next-free" className="text-lg font-semibold">
        Next free demo times
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Times in your zone {timetable.zoneLabel} ({timetable.timeZone}).
      </p>
      {soonest.length === 0 ? (
        <p className="mt-2 text-slate-800">
          {teacherName} has no free demo time in the next two weeks.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2 min-[480px]:grid-cols-2" data-testid="next-free-times">
          {soonest.map((e) => (
            <li
              key={`${e.id}-${e.ig_date}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <span className="font-medium">{e.timeDescNew}</span>
              {action(e)}
            </li>
          ))}
        </ul>
      )}
      <div id="timetable" className="mt-8">
        <WeeklyTimetable
          timetable={timetable}
          heading="Weekly availability"
          weekHref={(w) => `${profilePath}?week=${w}#timetable`}
          renderAction={action}
        />
      </div>
    </section>
  );
}
