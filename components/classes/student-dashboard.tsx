import Link from "next/link";
import { DashboardCard, DashboardProfilePhoto } from "@/components/layout/dashboard-sections";
import { CLASS_RULES } from "@/lib/classes/constants";
import type { StudentDashboardData } from "@/lib/classes/dashboard/load-student-dashboard";
import { ClassLists } from "./class-lists";
import { ClassRowList, ClassRowView } from "./class-row";
import { PackPanel } from "@/components/booking/pack-panel";
import { JoinClassButton } from "./join-class-button";
import { RateClassButton } from "./rate-class-dialog";
import { ReportProblemButton } from "./report-problem-dialog";
import { FamilyLinks } from "@/components/family/family-links";
import { FamilyTimetable } from "@/components/family/family-timetable";
import { DashboardPrompt } from "@/components/family/prompts/dashboard-prompt";
import type { FamilyDashboard } from "@/lib/family/timetable/family-dashboard";

/**
 * /st/dashboard under the welcome: the family's prompt, the next class with its Join button, the
 * family timetable, the student's packs (PackPanel: classes left, booked, held; after a demo,
 * "Continue with"), classes waiting for a rating, the class lists and "Report a problem"
 * (lib/classes/dashboard/load-student-dashboard).
 */
export function StudentDashboard({
  data,
  family,
}: {
  data: StudentDashboardData;
  /** The family's prompt and timetable (lib/family/timetable/family-dashboard), in `zone`. */
  family?: FamilyDashboard & { zone: string };
}) {
  const next = data.upcoming.data[0];
  return (
    <>
      {family ? <DashboardPrompt prompt={family.prompt} /> : null}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 sm:px-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <DashboardCard id="next-class" title="Next class">
            {next ? (
              <ClassRowView
                row={next}
                role="student"
                actions={
                  <div className="flex flex-col gap-1">
                    <JoinClassButton sessionId={next.slot_id} disabled={!next.can_join} />
                    {next.can_join ? null : (
                      <p className="text-sm text-slate-700">
                        You can join from {CLASS_RULES.startEarlyMinutes} minutes before the class.
                      </p>
                    )}
                  </div>
                }
              />
            ) : (
              <p className="text-slate-700">
                No class booked.{" "}
                <Link href="/search" className="font-medium text-indigo-700 underline">
                  Find a teacher
                </Link>{" "}
                and book a free demo.
              </p>
            )}
          </DashboardCard>
          {family?.timetable ? (
            <FamilyTimetable classes={family.timetable} zone={family.zone} />
          ) : null}
          <ClassLists role="student" initial={data.upcoming} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PackPanel />
          <DashboardCard id="ratings-to-give" title="Rate your classes">
            <ClassRowList
              rows={data.toRate}
              role="student"
              empty="No classes waiting for your rating."
              actions={(row) => (
                <RateClassButton sessionId={row.slot_id} teacherName={row.teacher_name} />
              )}
            />
          </DashboardCard>
          <DashboardCard id="my-attendance" title="My attendance">
            <p className="text-slate-700">
              Classes attended, missed and cancelled, month by month.{" "}
              <Link href="/st/reports/attendance" className="font-medium text-indigo-700 underline">
                See my attendance
              </Link>
            </p>
          </DashboardCard>
          <DashboardCard id="report-problem" title="Need help?">
            <p className="mb-3 text-slate-700">
              Something wrong with a class, a payment or your pack? Tell us and we will look into
              it.
            </p>
            <ReportProblemButton />
          </DashboardCard>
          {family ? <FamilyLinks /> : null}
          <DashboardProfilePhoto person={data.profilePhoto} />
        </div>
      </div>
    </>
  );
}
