import Link from "next/link";
import { DashboardCard } from "@/components/layout/dashboard-sections";
import type { FamilyClass } from "@/lib/family/timetable/family-classes";
import { viewerTime } from "@/lib/scheduling/booking/format";

/**
 * The family timetable on the dashboard: every child's upcoming classes on one list, soonest
 * first, each labelled with the child's first name, times in the viewer's zone.
 */
export function FamilyTimetable({ classes, zone }: { classes: FamilyClass[]; zone: string }) {
  return (
    <DashboardCard id="family-timetable" title="Family timetable">
      {classes.length === 0 ? (
        <p className="text-slate-700">
          No child has a class booked yet.{" "}
          <Link href="/search" className="font-medium text-indigo-700 underline">
            Find a teacher
          </Link>
          .
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {classes.map((c) => (
            <li
              key={`${c.sessionId}-${c.childId}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2"
            >
              <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-sm font-semibold text-indigo-900">
                {c.childFirstName}
              </span>
              <span className="font-medium">
                {c.subjectName ?? "Class"}
                {c.isDemo ? " · Free demo" : ""}
              </span>
              <time dateTime={c.startsAt.toISOString()} className="text-slate-800">
                {viewerTime(c.startsAt, zone).whenText}
              </time>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
