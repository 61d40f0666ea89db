import type { ReactNode } from "react";
import type { AttendanceReport } from "@/lib/reports/attendance";
import type { BookingRequestsReport } from "@/lib/reports/booking-requests";
import { bookingKindLabel } from "@/lib/reports/csv-columns";
import type { LmcReport } from "@/lib/reports/lmc";
import { formatPercent, PUNCTUALITY_BUCKETS, PUNCTUALITY_LABELS } from "@/lib/reports/math";
import type { PunctualityReport } from "@/lib/reports/punctuality";
import type { ReportRun } from "@/lib/reports/run";
import type { ReportKind } from "@/lib/reports/scope";
import { viewerTime } from "@/lib/scheduling/booking/format";
import { IST_ZONE } from "@/lib/scheduling/ist";
import { DistributionBar } from "./distribution-bar";
import { ReportTable } from "./report-table";
import { StackedBarChart } from "./stacked-bar-chart";
import { SummaryTiles } from "./summary-tiles";

/** One titled part of a report page (a table or a list), named by its heading. */
function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Palette hexes (Tailwind 700/600/500) that keep 3:1 against white. */
const COLORS = {
  attended: "#15803d",
  leave: "#b45309",
  cancel: "#64748b",
  missed: "#b91c1c",
  on_time: "#15803d",
  late: "#b45309",
  very_late: "#b91c1c",
  not_started: "#64748b",
} as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-");
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

const when = (iso: string, zone: string) => {
  const t = viewerTime(new Date(iso), zone);
  return <span className="whitespace-nowrap">{t.whenText}</span>;
};

const minutes = (m: number | null) =>
  m === null ? "—" : m < 0 ? `${Math.abs(m)} min early` : `${m} min`;

/** The body of a report page: summary tiles, a chart where it helps, and the table. */
export function ReportView({
  run,
  zone,
  forStudent = false,
}: {
  run: ReportRun<ReportKind>;
  zone: string;
  forStudent?: boolean;
}) {
  switch (run.kind) {
    case "attendance":
      return <AttendanceView report={run.result as AttendanceReport} forStudent={forStudent} />;
    case "lmc":
      return <LmcView report={run.result as LmcReport} zone={zone} />;
    case "punctuality":
      return <PunctualityView report={run.result as PunctualityReport} zone={zone} />;
    default:
      return <BookingView report={run.result as BookingRequestsReport} zone={zone} />;
  }
}

function AttendanceView({ report, forStudent }: { report: AttendanceReport; forStudent: boolean }) {
  const s = report.summary;
  const series = [
    { key: "attended", label: "Attended", color: COLORS.attended },
    { key: "missed", label: "Missed", color: COLORS.missed },
    { key: "leave", label: "Leave", color: COLORS.leave },
    { key: "cancel", label: "Cancelled", color: COLORS.cancel },
  ] as const;
  return (
    <div className="space-y-8">
      <SummaryTiles
        label="Summary"
        tiles={[
          {
            label: "Attendance",
            value: formatPercent(s.attendance_percent),
            hint: "attended of held classes",
          },
          { label: "Attended", value: s.attended },
          { label: "Missed", value: s.missed },
          {
            label: forStudent ? "Leave (you cancelled)" : "Leave (student cancelled)",
            value: s.leave,
          },
          {
            label: forStudent ? "Cancelled by teacher" : "Cancelled by you or admin",
            value: s.cancel,
          },
          forStudent
            ? { label: "Classes", value: s.total }
            : { label: "Students", value: s.students },
        ]}
      />
      {report.months.length > 0 ? (
        <StackedBarChart
          title="Classes per month"
          series={series}
          bars={report.months.map((m) => ({
            label: monthLabel(m.month),
            values: { attended: m.attended, missed: m.missed, leave: m.leave, cancel: m.cancel },
          }))}
        />
      ) : null}
      <ReportSection
        id="attendance-table"
        title={forStudent ? "Per month" : "Per student and month"}
      >
        <ReportTable
          caption="Attendance per student and month"
          rows={report.data}
          rowKey={(r) => `${r.student_id}-${r.month}`}
          empty="No classes in these dates yet."
          columns={[
            { header: "Month", cell: (r) => monthLabel(r.month) },
            ...(forStudent
              ? []
              : [
                  {
                    header: "Student",
                    cell: (r: AttendanceReport["data"][number]) => r.student_name,
                  },
                ]),
            { header: "Attended", cell: (r) => r.attended, numeric: true },
            { header: "Missed", cell: (r) => r.missed, numeric: true },
            { header: "Leave", cell: (r) => r.leave, numeric: true },
            { header: "Cancelled", cell: (r) => r.cancel, numeric: true },
            { header: "Total", cell: (r) => r.total, numeric: true },
            {
              header: "Attendance",
              cell: (r) => formatPercent(r.attendance_percent),
              numeric: true,
            },
          ]}
        />
      </ReportSection>
    </div>
  );
}

function LmcView({ report, zone }: { report: LmcReport; zone: string }) {
  const s = report.summary;
  return (
    <div className="space-y-8">
      <SummaryTiles
        label="Summary"
        tiles={[
          {
            label: "Last-minute cancellations",
            value: s.total,
            hint: `under ${s.hours_limit} h before`,
          },
          { label: "By students", value: s.by_student },
          { label: "By you", value: s.by_teacher },
          { label: "By admin", value: s.by_admin },
        ]}
      />
      <ReportSection id="lmc-people" title="Per student">
        <ReportTable
          caption="Last-minute cancellations per student"
          rows={report.per_student}
          rowKey={(r) => r.id}
          empty="No last-minute cancellations in these dates."
          columns={[
            { header: "Student", cell: (r) => r.name },
            { header: "By student", cell: (r) => r.by_student, numeric: true },
            { header: "By teacher", cell: (r) => r.by_teacher, numeric: true },
            { header: "By admin", cell: (r) => r.by_admin, numeric: true },
            { header: "Total", cell: (r) => r.total, numeric: true },
          ]}
        />
      </ReportSection>
      {report.data.length > 0 ? (
        <ReportSection id="lmc-list" title="Each cancellation">
          <ReportTable
            caption="Each last-minute cancellation"
            rows={report.data}
            rowKey={(r) => r.enrolment_id}
            empty=""
            columns={[
              { header: "Class", cell: (r) => when(r.starts_at, zone) },
              { header: "Student", cell: (r) => r.student_name },
              { header: "Cancelled by", cell: (r) => r.cancelled_by },
              { header: "Hours before", cell: (r) => r.hours_before, numeric: true },
              { header: "Reason", cell: (r) => r.reason ?? "—", wrap: true },
            ]}
          />
        </ReportSection>
      ) : null}
    </div>
  );
}

function PunctualityView({ report, zone }: { report: PunctualityReport; zone: string }) {
  const s = report.summary;
  return (
    <div className="space-y-8">
      <SummaryTiles
        label="Summary"
        tiles={[
          { label: "Classes over", value: s.total },
          {
            label: "On time",
            value: formatPercent(s.percent.on_time),
            hint: `${s.on_time} classes`,
          },
          { label: "Late (2–10 min)", value: s.late },
          { label: "Very late (10+ min)", value: s.very_late },
          { label: "Not started", value: s.not_started },
          {
            label: "Average lateness",
            value: s.average_minutes_late === null ? "—" : `${s.average_minutes_late} min`,
          },
        ]}
      />
      {s.total > 0 ? (
        <DistributionBar
          title="How your classes started"
          parts={PUNCTUALITY_BUCKETS.map((b) => ({
            key: b,
            label: PUNCTUALITY_LABELS[b],
            count: s[b],
            percent: s.percent[b],
            color: COLORS[b],
          }))}
        />
      ) : null}
      <ReportSection id="punctuality-table" title="Each class">
        <ReportTable
          caption="Each class that is over"
          rows={report.data}
          rowKey={(r) => r.session_id}
          empty="No classes were over in these dates."
          columns={[
            { header: "Class", cell: (r) => when(r.starts_at, zone) },
            { header: "Students", cell: (r) => r.students || "—", wrap: true },
            { header: "Started", cell: (r) => (r.started_at ? when(r.started_at, zone) : "—") },
            { header: "Late by", cell: (r) => minutes(r.minutes_late), numeric: true },
            { header: "Result", cell: (r) => PUNCTUALITY_LABELS[r.bucket] },
          ]}
        />
      </ReportSection>
    </div>
  );
}

type BookingRow = BookingRequestsReport["data"][number];

function BookingView({ report, zone }: { report: BookingRequestsReport; zone: string }) {
  const s = report.summary;
  return (
    <div className="space-y-8">
      <SummaryTiles
        label="Summary"
        tiles={[
          { label: "Requests", value: s.total },
          { label: "Free demos booked", value: s.demo_bookings },
          { label: "Classes booked", value: s.paid_bookings },
          { label: "Times asked for", value: s.preferred_slots },
          { label: "Since cancelled", value: s.cancelled },
        ]}
      />
      <ReportTable
        caption="Class-booking requests"
        rows={report.data}
        rowKey={(r) => `${r.kind}-${r.id}`}
        empty="No bookings or requests in these dates."
        columns={[
          { header: "Asked", cell: (r) => when(r.created_at, zone) },
          {
            header: "Request",
            cell: (r) => bookingKindLabel(r.kind) + (r.cancelled ? " (cancelled)" : ""),
          },
          { header: "Student", cell: (r) => r.student_name },
          {
            header: "Time (IST)",
            cell: (r) => <span className="whitespace-nowrap">{r.requested_ist}</span>,
          },
          // The viewer's own time only where it differs from India's.
          ...(zone === IST_ZONE || zone === "Asia/Calcutta"
            ? []
            : [{ header: "Your time", cell: (r: BookingRow) => r.requested_local }]),
          { header: "Note", cell: (r) => r.note || "—", wrap: true },
        ]}
      />
    </div>
  );
}
