import Link from "next/link";
import { DashboardCard, DashboardProfilePhoto } from "@/components/layout/dashboard-sections";
import { buttonClasses } from "@/components/ui";
import { CLASS_RULES } from "@/lib/classes/constants";
import type { TeacherDashboardData } from "@/lib/classes/dashboard/load-teacher-dashboard";
import { ClassLists } from "./class-lists";
import { ClassRowList } from "./class-row";
import { SlotStudentsButton } from "./slot-students-dialog";
import { StartClassButton } from "./start-class-button";

const TOOLS = [
  { href: "/em/schedule", label: "My weekly slots" },
  { href: "/em/calendar", label: "Calendar" },
  { href: "/em/reports", label: "Reports" },
  { href: "/em/leave", label: "Leave" },
  { href: "/em/kyc", label: "KYC and bank details" },
  { href: "/em/settings", label: "Price and profile" },
] as const;

/**
 * /em/dashboard under the welcome: today's classes (the teacher's own day) with Start / Resume,
 * links to the weekly slots, calendar and reports, and the class lists
 * (lib/classes/dashboard/load-teacher-dashboard).
 */
export function TeacherDashboard({ data }: { data: TeacherDashboardData }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 sm:px-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <DashboardCard id="today-classes" title={`Today's classes · ${data.dayLabel}`}>
          <ClassRowList
            rows={data.today}
            role="teacher"
            empty="No classes today."
            actions={(row) => (
              <>
                {row.can_start ? (
                  <StartClassButton
                    sessionId={row.slot_id}
                    isDemo={row.is_demo}
                    started={row.meeting_started}
                  />
                ) : row.kind === "upcoming" ? (
                  <p className="text-sm text-slate-700">
                    You can start {CLASS_RULES.startEarlyMinutes} minutes before the class.
                  </p>
                ) : null}
                <SlotStudentsButton sessionId={row.slot_id} />
              </>
            )}
          />
        </DashboardCard>
        <ClassLists role="teacher" initial={data.upcoming} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <nav aria-label="Teacher tools" className="rounded-xl border border-slate-200 p-4">
          <ul className="flex flex-col gap-2">
            {TOOLS.map((tool) => (
              <li key={tool.href}>
                <Link href={tool.href} className={`${buttonClasses("secondary")} w-full`}>
                  {tool.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <DashboardProfilePhoto person={data.profilePhoto} />
      </div>
    </div>
  );
}
