import type { Metadata } from "next";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { DashboardSections } from "@/components/layout/dashboard-sections";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "My dashboard", robots: { index: false } };

export default async function StudentDashboardPage() {
  const user = await requireAreaUser("student");
  return (
    <>
      <AreaWelcome user={user} area="Student dashboard" />
      <DashboardSections user={user} />
    </>
  );
}
