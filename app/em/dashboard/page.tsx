import type { Metadata } from "next";
import Link from "next/link";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { DashboardSections } from "@/components/layout/dashboard-sections";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Teacher dashboard", robots: { index: false } };

export default async function TeacherDashboardPage() {
  const user = await requireAreaUser("teacher");
  return (
    <>
      <AreaWelcome user={user} area="Teacher dashboard" />
      <p className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
        <Link href="/em/schedule" className="font-medium text-indigo-700 underline">
          My weekly slots
        </Link>
      </p>
      <DashboardSections user={user} />
    </>
  );
}
