import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { ReportPageData } from "@/lib/reports/load-report-page";
import { DateRangeForm } from "./date-range-form";
import { REPORT_META } from "./report-meta";
import { ReportView } from "./report-view";

/**
 * A report page: heading, the date-range form (in the URL), a CSV link and the report, in the
 * viewer's zone (lib/reports/load-report-page). A refused range shows its message at the form
 * instead of the report.
 */
export function ReportPage({
  data,
  path,
  back,
  forStudent = false,
}: {
  data: ReportPageData;
  /** The page's own path (the form's action); its CSV lives at `${path}/csv`. */
  path: string;
  back?: { href: string; label: string };
  forStudent?: boolean;
}) {
  const { kind, zone, run, error, from, to } = data;
  const meta = REPORT_META[kind];
  const title = forStudent ? "My attendance" : meta.title;
  const csv = `${path}/csv?${new URLSearchParams({ from, to })}`;
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        {back ? (
          <Link href={back.href} className="text-sm font-medium text-indigo-700 underline">
            ← {back.label}
          </Link>
        ) : null}
        <h1 className="mt-2 text-2xl font-bold">{title}</h1>
        <p className="mt-1 max-w-2xl text-slate-700">
          {forStudent
            ? "Your classes: attended, missed, and cancelled by you or your teacher."
            : meta.description}{" "}
          Times in {data.zoneName}.
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <DateRangeForm
          action={path}
          from={from}
          to={to}
          error={error?.message}
          fieldErrors={error?.fields}
        />
        {run ? (
          <a href={csv} download className={buttonClasses("secondary")}>
            Download CSV
          </a>
        ) : null}
      </div>
      {run ? <ReportView run={run} zone={zone} forStudent={forStudent} /> : null}
    </main>
  );
}
