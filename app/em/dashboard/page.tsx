import type { Metadata } from "next";
import { TeacherDashboard } from "@/components/classes/teacher-dashboard";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { loadTeacherDashboard } from "@/lib/classes/dashboard/load-teacher-dashboard";
import { now } from "@/lib/clock";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Teacher dashboard", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function TeacherDashboardPage() {
  const user = await requireAreaUser("teacher");
  const [db, viewer] = await Promise.all([getDb(), getViewer()]);
  const data = await loadTeacherDashboard(db, { user, zone: viewer.timeZone, now: now() });
  return (
    <>
      <AreaWelcome user={user} area="Teacher dashboard" />
      <TeacherDashboard data={data} />
    </>
  );
}
