import type { Metadata } from "next";
import { StudentDashboard } from "@/components/classes/student-dashboard";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { loadStudentDashboard } from "@/lib/classes/dashboard/load-student-dashboard";
import { now } from "@/lib/clock";
import { loadFamilyDashboard } from "@/lib/family/timetable/family-dashboard";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "My dashboard", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function StudentDashboardPage() {
  const user = await requireAreaUser("student");
  const [db, viewer] = await Promise.all([getDb(), getViewer()]);
  const at = now();
  const [data, family] = await Promise.all([
    loadStudentDashboard(db, { user, zone: viewer.timeZone, now: at }),
    loadFamilyDashboard(db, user, at),
  ]);
  return (
    <>
      <AreaWelcome user={user} area="Student dashboard" />
      <StudentDashboard data={data} family={{ ...family, zone: viewer.timeZone }} />
    </>
  );
}
