import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { DEFAULT_TIME_ZONE } from "../money/currency";
import { timeZoneCookie } from "../money/time-zone-cookie";
import { csvResponse, toCsv } from "./csv";
import { csvColumns } from "./csv-columns";
import { runReport, type ReportAsk, type ReportRun } from "./run";
import { REPORT_ROWS_FIELD, type ReportRequest } from "./schemas";
import type { ReportKind } from "./scope";

/** The file name of a report's CSV: "attendance-report-2026-01-01-to-2026-01-31.csv". */
export const csvFilename = (run: ReportRun<ReportKind>) =>
  `${run.kind}-report-${run.range.from}-to-${run.range.to}.csv`;

/** A finished report as a CSV download (one service for the API and the pages' links). */
export function reportCsv(run: ReportRun<ReportKind>): Response {
  const rows = run.result.data as unknown[];
  return csvResponse(toCsv(csvColumns(run.kind, run.range.zone), rows), csvFilename(run));
}

/**
 * A finished report in the legacy style: status, responseCode, the range, the summary and the
 * rows under the spec's name for them (`attendence`, `lmcReportList`, else `data`).
 */
export function reportJson(run: ReportRun<ReportKind>) {
  const { data, ...rest } = run.result;
  return {
    status: "success" as const,
    responseCode: 200 as const,
    report: run.kind,
    from: run.range.from,
    to: run.range.to,
    time_zone: run.range.zone,
    teacher_id: run.scope.teacherId,
    ...rest,
    [REPORT_ROWS_FIELD[run.kind]]: data,
  };
}

/**
 * The report calls (POST /api/get-*-report, JSON or multipart): runs the report for the caller
 * and answers JSON, or CSV with format=csv. Zone: the asked one, else the viewer's, else India.
 */
export async function reportCall(
  db: Db,
  user: SessionUser | null,
  kind: ReportKind,
  body: ReportRequest,
  viewerZone: string | undefined,
  now: Date,
): Promise<Response | object> {
  const ask: ReportAsk = { from: body.from, to: body.to, teacher_id: body.teacher_id };
  const zone = body.time_zone ?? viewerZone ?? DEFAULT_TIME_ZONE;
  const run = await runReport(db, user, kind, ask, zone, now);
  return body.format === "csv" ? reportCsv(run) : reportJson(run);
}

/** The viewer's zone from the request's tz cookie (the one reader; valid IANA zones only). */
export function cookieZone(request: Request): string | undefined {
  return timeZoneCookie(request) ?? undefined;
}

/** The pages' "Download CSV" (GET ?from=&to=): the same report as CSV, in the viewer's zone. */
export async function reportCsvCall(
  request: Request,
  db: Db,
  user: SessionUser | null,
  kind: ReportKind,
  ask: ReportAsk & { time_zone?: string | undefined },
  now: Date,
): Promise<Response> {
  const zone = ask.time_zone ?? cookieZone(request) ?? DEFAULT_TIME_ZONE;
  return reportCsv(await runReport(db, user, kind, ask, zone, now));
}
