import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { getDb } from "@/db";
import type { SessionUser } from "@/lib/auth/session-user";
import { now } from "@/lib/clock";
import { isAppError } from "@/lib/errors";
import { resolveRange } from "@/lib/reports/range";
import { runReport, type ReportRun } from "@/lib/reports/run";
import type { ReportKind } from "@/lib/reports/scope";
import { zoneLabel } from "@/lib/scheduling/zoned-time";
import { getViewer } from "@/lib/viewer";
import { DateRangeForm } from "./date-range-form";
import { REPORT_META } from "./report-meta";
import { ReportView } from "./report-view";

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) =>
  typeof v === "string" && v !== "" ? v : undefined;

/**
 * A report page: heading, the date-range form (in the URL), a CSV link and the report, in the
 * viewer's zone. A refused range shows its message at the form instead of the report.
 */
export async function ReportPage({
  user,
  kind,
  search,
  path,
  back,
  forStudent = false,
}: {
  user: SessionUser;
  kind: ReportKind;
  search: Search;
  /** The page's own path (the form's action); its CSV lives at `${path}/csv`. */
  path: string;
  back?: { href: string; label: string };
  forStudent?: boolean;
}) {
  const viewer = await getViewer();
  const at = now();
  const ask = { from: one(search.from), to: one(search.to) };
  let run: ReportRun<ReportKind> | null = null;
  let error: { message: string; fields: Partial<Record<"from" | "to", string>> } | null = null;
  try {
    run = await runReport(await getDb(), user, kind, ask, viewer.timeZone, at);
  } catch (e) {
    if (!isAppError(e) || e.status !== 400) throw e;
    const fields = e.fieldErrors ?? {};
    error = {
      message: e.message,
      fields: { from: fields.from?.[0], to: fields.to?.[0] },
    };
    for (const k of ["from", "to"] as const) if (!error.fields[k]) delete error.fields[k];
  }
  const fallback = resolveRange({}, viewer.timeZone, at);
  const from = run?.range.from ?? ask.from ?? fallback.from;
  const to = run?.range.to ?? ask.to ?? fallback.to;
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
          Times in {zoneLabel(viewer.timeZone, at).slice(1, -1)}.
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
      {run ? <ReportView run={run} zone={viewer.timeZone} forStudent={forStudent} /> : null}
    </main>
  );
}
