import Link from "next/link";
import { WeeklyTimetable } from "@/components/scheduling/weekly-timetable";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import type { SessionUser } from "@/lib/auth/session-user";
import { now } from "@/lib/clock";
import { formatOccurrenceId } from "@/lib/scheduling/booking/occurrence-id";
import { getTeacherTimetable } from "@/lib/scheduling/timetable/get-teacher-timetable";
import { WEEK_STATUS_RANGE, type TimetableEntry } from "@/lib/scheduling/timetable/schemas";
import { getViewer } from "@/lib/viewer";

/** ?week= of the profile page as a weekStatus within the timetable's range (0 otherwise). */
export function weekStatusOf(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= WEEK_STATUS_RANGE.min && n <= WEEK_STATUS_RANGE.max ? n : 0;
}

/** Can the student book this entry as a free demo? */
const bookable = (e: TimetableEntry) =>
  e.is_demo_slot && e.classActive && !e.booked && !e.assigned_student && !e.duplicate;

/**
 * The "Timetable" section of a public teacher page. A student sees the teacher's week in their
 * own zone with "Book free demo" on open demo times (to the course's slot chooser, that time
 * chosen); a visitor a login link; teachers and admins nothing.
 */
export async function TeacherTimetableSection({
  teacherId,
  teacherName,
  bookingSlug,
  user,
  weekStatus,
  profilePath,
}: {
  teacherId: number;
  teacherName: string;
  bookingSlug: string | null;
  user: SessionUser | null;
  weekStatus: number;
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
  if (user.role !== "student") return null;
  const viewer = await getViewer();
  const timetable = await getTeacherTimetable(await getDb(), {
    teacherId,
    weekStatus,
    viewerZone: viewer.timeZone,
    studentId: user.id,
    now: now(),
  });
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
