import type { Metadata } from "next";
import { SlotEditor } from "@/components/scheduling/slot-editor";
import { NoTeachingProfileNotice } from "@/components/scheduling/slot-editor-no-profile";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { getTeacherWeek } from "@/lib/scheduling/availability/teacher-week";
import { missingProfileMessageFor } from "@/lib/teacher/onboarding/status";
import { GATES } from "@/lib/teacher/onboarding/steps";
import { zoneLabel } from "@/lib/scheduling/zoned-time";

export const metadata: Metadata = { title: "My weekly slots", robots: { index: false } };

/** The teacher's weekly availability editor (spec 1: set slots; save, then their profile). */
export default async function TeacherSchedulePage() {
  const user = await requireAreaUser("teacher");
  const db = await getDb();
  const teacher = await getTeacherWeek(db, user.id);
  const hasSlots = teacher?.week.some((day) => day.length > 0) ?? false;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
        Teacher dashboard
      </p>
      <h1 className="mt-1 text-2xl font-bold">My weekly slots</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Add the times you teach each week. Students book classes and free demos in these slots; a
        slot with a booked class to come can not be removed until that class is cancelled.
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{GATES.booking}</p>
      <div className="mt-6">
        {teacher?.hasProfile ? (
          <SlotEditor
            initialWeek={teacher.week}
            mode={hasSlots ? "update" : "save"}
            timeZone={teacher.timeZone}
            zoneLabel={zoneLabel(teacher.timeZone, now())}
            subjects={teacher.subjects}
          />
        ) : (
          <NoTeachingProfileNotice message={await missingProfileMessageFor(db, user.id)} />
        )}
      </div>
    </section>
  );
}
