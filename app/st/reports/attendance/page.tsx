import type { Metadata } from "next";
import { ReportPage } from "@/components/reports/report-page";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "My attendance", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A student's own attendance, for the dates in the URL (?from=&to=). */
export default async function StudentAttendancePage({ searchParams }: Props) {
  const user = await requireAreaUser("student");
  return (
    <ReportPage
      user={user}
      kind="attendance"
      search={await searchParams}
      path="/st/reports/attendance"
      back={{ href: "/st/dashboard", label: "Dashboard" }}
      forStudent
    />
  );
}
