import type { Metadata } from "next";
import { Suspense } from "react";
import { StudentDashboard } from "@/components/classes/student-dashboard";
import { SurveyPrompt } from "@/components/engagement/survey/survey-prompt";
import { EngagementSection } from "@/components/engagement/engagement-section";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { DashboardLoading } from "@/components/layout/dashboard-loading";
import { DashboardUploadsNav } from "@/components/media/dashboard-uploads-nav";
import { MyUploads, SharedWithMe } from "@/components/media/my-uploads";
import { ReminderSettingsSection } from "@/components/reminders/reminder-settings-section";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadStudentDashboard } from "@/lib/classes/dashboard/load-student-dashboard";
import { now } from "@/lib/clock";
import { loadEngagement } from "@/lib/engagement/points/dashboard";
import { loadFamilyDashboard } from "@/lib/family/timetable/family-dashboard";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "My dashboard", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The lists: streamed after the welcome, so the first byte does not wait for their queries. */
async function StudentDashboardLists({ user }: { user: SessionUser }) {
  const [db, viewer] = await Promise.all([getDb(), getViewer()]);
  const at = now();
  const [data, family] = await Promise.all([
    loadStudentDashboard(db, { user, zone: viewer.timeZone, now: at }),
    loadFamilyDashboard(db, user, at),
  ]);
  return <StudentDashboard data={data} family={{ ...family, zone: viewer.timeZone }} />;
}

/** Points, leaderboard, characters, showcase, holidays, plans (issue 22): streamed on their own. */
async function StudentEngagement({ user }: { user: SessionUser }) {
  return <EngagementSection data={await loadEngagement(await getDb(), user.id, now())} />;
}

export default async function StudentDashboardPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string }>;
}) {
  const user = await requireAreaUser("student");
  // `?tab=uploads`: "My uploads" (issue 17), where spec 1 §2 sends the user after a video upload.
  if ((await searchParams).tab === "uploads") {
    return (
      <>
        <AreaWelcome user={user} area="Student dashboard" />
        <DashboardUploadsNav prefix="st" current="uploads" />
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
          <MyUploads prefix="st" />
          <SharedWithMe />
        </div>
      </>
    );
  }
  return (
    <>
      <AreaWelcome user={user} area="Student dashboard" showZone />
      <SurveyPrompt />
      <DashboardUploadsNav prefix="st" current="classes" />
      <Suspense fallback={<DashboardLoading label="Loading your classes…" />}>
        <StudentDashboardLists user={user} />
      </Suspense>
      <Suspense fallback={<DashboardLoading label="Loading your points…" />}>
        <StudentEngagement user={user} />
      </Suspense>
      <Suspense fallback={null}>
        <ReminderSettingsSection user={user} />
      </Suspense>
    </>
  );
}
