import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { REPORT_META } from "@/components/reports/report-meta";
import { ReportPage } from "@/components/reports/report-page";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { loadReportPage } from "@/lib/reports/load-report-page";
import { isReportKind } from "@/lib/reports/scope";
import { getViewer } from "@/lib/viewer";

type Props = {
  params: Promise<{ report: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { report } = await params;
  const title = isReportKind(report) ? REPORT_META[report].title : "Report";
  return { title: `${title} report`, robots: { index: false } };
}

/** One teacher report, for the dates in the URL (?from=&to=). */
export default async function TeacherReportPage({ params, searchParams }: Props) {
  const user = await requireAreaUser("teacher");
  const { report } = await params;
  if (!isReportKind(report)) notFound();
  const [db, viewer, search] = await Promise.all([getDb(), getViewer(), searchParams]);
  const data = await loadReportPage(db, {
    user,
    kind: report,
    search,
    zone: viewer.timeZone,
    now: now(),
  });
  return (
    <ReportPage
      data={data}
      path={`/em/reports/${report}`}
      back={{ href: "/em/reports", label: "All reports" }}
    />
  );
}
