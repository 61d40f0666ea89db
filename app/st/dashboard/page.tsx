import type { Metadata } from "next";
import { StudentDashboard } from "@/components/classes/student-dashboard";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "My dashboard", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function StudentDashboardPage() {
  const user = await requireAreaUser("student");
  return (
    <>
      <AreaWelcome user={user} area="Student dashboard" />
      <StudentDashboard user={user} />
    </>
  );
}
