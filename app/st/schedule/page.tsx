import type { Metadata } from "next";
import Link from "next/link";
import { DashboardCard } from "@/components/layout/dashboard-sections";
import { PackBalances } from "@/components/booking/pack-balances";
import { PackScheduleForm } from "@/components/booking/pack-schedule-form";
import { PackTeacherChooser } from "@/components/booking/pack-teacher-chooser";
import { RescheduleClassList } from "@/components/booking/reschedule-class-list";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { loadSchedulePage } from "@/lib/scheduling/pack-schedule/load-schedule-page";
import { PACK_SCHEDULE_MESSAGES as M } from "@/lib/scheduling/pack-schedule/messages";
import { getViewer } from "@/lib/viewer";
import { TimeZoneNotice } from "@/components/layout/time-zone-notice";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: M.title, robots: { index: false } };

const idParam = (value: string | string[] | undefined) => {
  const n = typeof value === "string" && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : undefined;
};

/** /st/schedule?subject&teacher: book classes from a paid pack, and move booked ones. */
export default async function SchedulePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireAreaUser("student");
  const [db, viewer, params] = await Promise.all([getDb(), getViewer(), searchParams]);
  const ask = { subjectId: idParam(params.subject), teacherId: idParam(params.teacher) };
  const data = await loadSchedulePage(db, user.id, ask, viewer.timeZone, now());
  const { pack, teacher } = data;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{M.title}</h1>
      <TimeZoneNotice zone={viewer.timeZone} className="-mt-4" />
      {pack === null ? (
        <p className="text-slate-700">
          You have no class pack yet.{" "}
          <Link href="/search" className="font-medium text-indigo-700 underline">
            Find a teacher
          </Link>{" "}
          and choose a pack.
        </p>
      ) : (
        <>
          <DashboardCard id="your-packs" title="Your packs">
            <PackBalances packs={data.packs} />
          </DashboardCard>
          <DashboardCard
            id="schedule-classes"
            title={
              teacher
                ? `${pack.subjectName} with ${teacher.teacherName}`
                : `Choose a ${pack.subjectName} teacher`
            }
          >
            {teacher ? (
              <PackScheduleForm
                subjectId={pack.subjectId}
                teacher={teacher}
                left={data.left}
                zone={viewer.timeZone}
              />
            ) : (
              <PackTeacherChooser subjectId={pack.subjectId} teachers={data.teachers} />
            )}
          </DashboardCard>
          {teacher ? (
            <DashboardCard id="booked-classes" title="Booked classes">
              <RescheduleClassList
                classes={data.booked}
                choices={data.moveChoices}
                policy={data.policy}
              />
            </DashboardCard>
          ) : null}
        </>
      )}
    </main>
  );
}
