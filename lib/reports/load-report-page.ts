import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { isAppError } from "../errors";
import { zoneLabel } from "../scheduling/zoned-time";
import { resolveRange } from "./range";
import { runReport, type ReportRun } from "./run";
import type { ReportKind } from "./scope";

/** A report page's query string (?from=&to=), as Next.js hands it over. */
export type ReportSearch = Record<string, string | string[] | undefined>;

/** Why the asked range was refused: the message above the form and the one under each field. */
export interface ReportRangeError {
  message: string;
  fields: Partial<Record<"from" | "to", string>>;
}

export interface ReportPageData {
  kind: ReportKind;
  /** The zone the dates and times are in (the viewer's). */
  zone: string;
  /** The report for the range, or null when the range was refused. */
  run: ReportRun<ReportKind> | null;
  error: ReportRangeError | null;
  /** The dates the form shows: the range run, else the ones asked, else the default range. */
  from: string;
  to: string;
  /** The zone's name the times are in: "IST", "GMT+1"… */
  zoneName: string;
}

const one = (v: string | string[] | undefined) =>
  typeof v === "string" && v !== "" ? v : undefined;

/**
 * A report page (/em/reports/{kind}, /st/reports/attendance): checks who may see the report,
 * runs it for the URL's ?from=&to= in `zone`. A refused range (a bad date, reversed, too long)
 * is not an error page: it comes back as the form's messages, with the asked dates kept.
 */
export async function loadReportPage(
  db: Db,
  input: { user: SessionUser; kind: ReportKind; search: ReportSearch; zone: string; now: Date },
): Promise<ReportPageData> {
  const { user, kind, search, zone, now } = input;
  const ask = { from: one(search.from), to: one(search.to) };
  let run: ReportRun<ReportKind> | null = null;
  let error: ReportRangeError | null = null;
  try {
    run = await runReport(db, user, kind, ask, zone, now);
  } catch (e) {
    if (!isAppError(e) || e.status !== 400) throw e;
    const fields = e.fieldErrors ?? {};
    error = { message: e.message, fields: {} };
    for (const k of ["from", "to"] as const) {
      const message = fields[k]?.[0];
      if (message) error.fields[k] = message;
    }
  }
  // Refused: keep what was asked in the form, the default range for a side not asked.
  const fallback = run?.range ?? resolveRange({}, zone, now);
  return {
    kind,
    zone,
    run,
    error,
    from: run?.range.from ?? ask.from ?? fallback.from,
    to: run?.range.to ?? ask.to ?? fallback.to,
    zoneName: zoneLabel(zone, now).slice(1, -1),
  };
}
