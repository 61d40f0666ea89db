import type { Metadata } from "next";
import Link from "next/link";
import { cn, focusRing } from "@/components/ui";
import { TeacherCalendarView } from "@/components/classes/calendar/teacher-calendar";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { getTeacherCalendar } from "@/lib/classes/calendar/get-teacher-calendar";
import { hoursFilterSchema, weekStatusSchema } from "@/lib/classes/calendar/schemas";
import { now } from "@/lib/clock";
import { getViewer } from "@/lib/viewer";
import { TimeZoneNotice } from "@/components/layout/time-zone-notice";

export const metadata: Metadata = { title: "My calendar", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The teacher's weekly calendar (spec 3: teacher calendar): classes and free slots by day and hour. */
export default async function TeacherCalendarPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const user = await requireAreaUser("teacher");
  const params = await searchParams;
  const week = weekStatusSchema.safeParse(first(params.weekStatus));
  const hours = hoursFilterSchema.safeParse(first(params.hours));
  const viewer = await getViewer();
  const calendar = await getTeacherCalendar(
    await getDb(),
    user,
    {
      teacher_dashborad: true,
      display_contact: true,
      weekStatus: week.success ? week.data : 0,
      hours_filter: hours.success ? hours.data : { kind: "working" },
    },
    { now: now(), viewerZone: viewer.knowsZone ? viewer.timeZone : null },
  );
  const notice = [
    week.success ? null : "That week is out of range (a year either way): showing this week.",
    hours.success ? null : "Those hours are not valid: showing the working hours.",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
        <Link href="/em/dashboard" className={cn("underline-offset-2 hover:underline", focusRing)}>
          Teacher dashboard
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">My calendar</h1>
      <TimeZoneNotice zone={calendar.time_zone} className="mt-1" />
      <div className="mt-6">
        <TeacherCalendarView calendar={calendar} notice={notice || undefined} />
      </div>
    </section>
  );
}
