import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { attendanceReport, type AttendanceReport } from "./attendance";
import { bookingRequestsReport, type BookingRequestsReport } from "./booking-requests";
import { lmcReport, type LmcReport } from "./lmc";
import { punctualityReport, type PunctualityReport } from "./punctuality";
import { resolveRange, type ReportRange } from "./range";
import { reportScope, type ReportKind, type ReportScope } from "./scope";

export interface ReportAsk {
  from?: string | undefined;
  to?: string | undefined;
  teacher_id?: number | undefined;
}

interface Results {
  attendance: AttendanceReport;
  lmc: LmcReport;
  punctuality: PunctualityReport;
  "booking-requests": BookingRequestsReport;
}

export interface ReportRun<K extends ReportKind> {
  kind: K;
  range: ReportRange;
  scope: ReportScope;
  result: Results[K];
}

/** Checks who may see it, reads the range (in `zone`) and runs the report's one query. */
export async function runReport<K extends ReportKind>(
  db: Db,
  user: SessionUser | null,
  kind: K,
  ask: ReportAsk,
  zone: string,
  now: Date,
): Promise<ReportRun<K>> {
  const scope = await reportScope(db, user, kind, ask.teacher_id);
  const range = resolveRange(ask, zone, now);
  const result = await computeReport(db, kind, scope, range, now);
  return { kind, range, scope, result };
}

async function computeReport<K extends ReportKind>(
  db: Db,
  kind: K,
  scope: ReportScope,
  range: ReportRange,
  now: Date,
): Promise<Results[K]> {
  switch (kind) {
    case "attendance":
      return (await attendanceReport(db, scope, range, now)) as Results[K];
    case "lmc":
      return (await lmcReport(db, scope, range)) as Results[K];
    case "punctuality":
      return (await punctualityReport(db, scope, range, now)) as Results[K];
    default:
      return (await bookingRequestsReport(db, scope, range)) as Results[K];
  }
}
