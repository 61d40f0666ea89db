import type { Metadata } from "next";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Teacher dashboard", robots: { index: false } };

export default async function TeacherDashboardPage() {
  const user = await requireAreaUser("teacher");
  return <AreaWelcome user={user} area="Teacher dashboard" />;
}
