import type { Metadata } from "next";
import { TeacherDashboard } from "@/components/classes/teacher-dashboard";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Teacher dashboard", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function TeacherDashboardPage() {
  const user = await requireAreaUser("teacher");
  return (
    <>
      <AreaWelcome user={user} area="Teacher dashboard" />
      <TeacherDashboard user={user} />
    </>
  );
}
