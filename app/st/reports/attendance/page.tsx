import type { Metadata } from "next";
import { ReportPage } from "@/components/reports/report-page";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { loadReportPage } from "@/lib/reports/load-report-page";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "My attendance", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A student's own attendance, for the dates in the URL (?from=&to=). */
export default async function StudentAttendancePage({ searchParams }: Props) {
  const user = await requireAreaUser("student");
  const [db, viewer, search] = await Promise.all([getDb(), getViewer(), searchParams]);
  const data = await loadReportPage(db, {
    user,
    kind: "attendance",
    search,
    zone: viewer.timeZone,
    now: now(),
  });
  return (
    <ReportPage
      data={data}
      path="/st/reports/attendance"
      back={{ href: "/st/dashboard", label: "Dashboard" }}
      forStudent
    />
  );
}
