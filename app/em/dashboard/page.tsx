import type { Metadata } from "next";
import { Suspense } from "react";
import { TeacherDashboard } from "@/components/classes/teacher-dashboard";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { DashboardLoading } from "@/components/layout/dashboard-loading";
import { DashboardUploadsNav } from "@/components/media/dashboard-uploads-nav";
import { MyUploads } from "@/components/media/my-uploads";
import { ReminderSettingsSection } from "@/components/reminders/reminder-settings-section";
import { OnboardingChecklist } from "@/components/teacher/onboarding/onboarding-checklist";
import { ReviewStatusCard } from "@/components/teacher/reviews/review-status-card";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadTeacherDashboard } from "@/lib/classes/dashboard/load-teacher-dashboard";
import { now } from "@/lib/clock";
import { teacherProfilePath } from "@/lib/catalog/teacher-profile";
import { loadOnboarding } from "@/lib/teacher/onboarding/status";
import { teacherReviewStatus } from "@/lib/teacher/review-status";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Teacher dashboard", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The lists: streamed after the welcome, so the first byte does not wait for their queries. */
async function TeacherDashboardLists({ user }: { user: SessionUser }) {
  const [db, viewer] = await Promise.all([getDb(), getViewer()]);
  const data = await loadTeacherDashboard(db, { user, zone: viewer.timeZone, now: now() });
  return <TeacherDashboard data={data} />;
}

/**
 * The teacher's path to live (decision 038), then the application, KYC and resume reviews with
 * the admin's reason when rejected.
 */
async function TeacherReviews({ user }: { user: SessionUser }) {
  const db = await getDb();
  const [onboarding, status] = await Promise.all([
    loadOnboarding(db, user.id),
    teacherReviewStatus(db, user.id),
  ]);
  return (
    <>
      {onboarding && (
        <OnboardingChecklist onboarding={onboarding} profileHref={teacherProfilePath(user.id)} />
      )}
      <ReviewStatusCard status={status} />
    </>
  );
}

export default async function TeacherDashboardPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string }>;
}) {
  const user = await requireAreaUser("teacher");
  // `?tab=uploads`: "My uploads" (issue 17), where spec 1 §2 sends the user after a video upload.
  if ((await searchParams).tab === "uploads") {
    return (
      <>
        <AreaWelcome user={user} area="Teacher dashboard" />
        <DashboardUploadsNav prefix="em" current="uploads" />
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <MyUploads prefix="em" />
        </div>
      </>
    );
  }
  return (
    <>
      <AreaWelcome user={user} area="Teacher dashboard" showZone />
      <DashboardUploadsNav prefix="em" current="classes" />
      <Suspense fallback={null}>
        <TeacherReviews user={user} />
      </Suspense>
      <Suspense fallback={<DashboardLoading label="Loading your classes…" />}>
        <TeacherDashboardLists user={user} />
      </Suspense>
      <Suspense fallback={null}>
        <ReminderSettingsSection user={user} />
      </Suspense>
    </>
  );
}
