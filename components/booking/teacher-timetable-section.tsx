import Link from "next/link";
import { WeeklyTimetable } from "@/components/scheduling/weekly-timetable";
import { buttonClasses } from "@/components/ui";
import type { SessionUser } from "@/lib/auth/session-user";
import { formatOccurrenceId } from "@/lib/scheduling/booking/occurrence-id";
import type { TeacherTimetable, TimetableEntry } from "@/lib/scheduling/timetable/schemas";

/** Can the student book this entry as a free demo? */
const bookable = (e: TimetableEntry) =>
  e.is_demo_slot && e.classActive && !e.booked && !e.assigned_student && !e.duplicate;

/**
 * The "Timetable" section of a public teacher page. A student sees the teacher's week in their
 * own zone (lib/scheduling/timetable/load-profile-timetable) with "Book free demo" on open demo
 * times (to the course's slot chooser, that time chosen); a visitor a login link; teachers and
 * admins nothing.
 */
export function TeacherTimetableSection({
  timetable,
  teacherName,
  bookingSlug,
  user,
  profilePath,
}: {
  /** The week to show; null for anyone but a student. */
  timetable: TeacherTimetable | null;
  teacherName: string;
  bookingSlug: string | null;
  user: SessionUser | null;
  profilePath: string;
}) {
  if (!user) {
    return (
      <section aria-labelledby="timetable" className="mt-8">
        <h2 id="timetable" className="text-lg font-semibold">
          Timetable
        </h2>
        <p className="mt-2 text-slate-800">
          <Link
            href={`/login?next=${encodeURIComponent(profilePath)}`}
            className="text-indigo-700 underline"
          >
            Log in
          </Link>{" "}
          to see when {teacherName} teaches and book a free demo.
        </p>
      </section>
    );
  }
  if (!timetable) return null;
  const bookPath = bookingSlug ? `/st/book-demo/${encodeURIComponent(bookingSlug)}` : null;
  return (
    <div id="timetable" className="mt-8">
      <WeeklyTimetable
        timetable={timetable}
        heading="Timetable"
        weekHref={(w) => `${profilePath}?week=${w}#timetable`}
        renderAction={(entry) =>
          bookPath && bookable(entry) ? (
            <Link
              href={`${bookPath}?slot=${formatOccurrenceId({ slotId: entry.id, date: entry.ig_date })}`}
              className={buttonClasses("secondary", "sm")}
              aria-label={`Book free demo, ${entry.timeDescNew}`}
            >
              Book free demo
            </Link>
          ) : null
        }
      />
    </div>
  );
}
