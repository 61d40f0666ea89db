import type { AttendanceRow } from "./attendance";
import type { BookingRequestRow } from "./booking-requests";
import type { CsvColumn } from "./csv";
import type { LmcRow } from "./lmc";
import { PUNCTUALITY_LABELS } from "./math";
import type { PunctualityRow } from "./punctuality";
import type { ReportKind } from "./scope";
import { toWallTime } from "../scheduling/zoned-time";

/** "2026-03-02 18:30" in the zone: a value spreadsheets sort and read as a date-time. */
export function csvTime(iso: string | null, zone: string): string {
  if (iso === null) return "";
  const w = toWallTime(new Date(iso), zone);
  return `${w.date} ${w.time}`;
}

const KIND_LABELS: Record<BookingRequestRow["kind"], string> = {
  demo_booking: "Free demo booked",
  paid_booking: "Class booked",
  preferred_slot: "Preferred time asked",
};

export const bookingKindLabel = (kind: BookingRequestRow["kind"]) => KIND_LABELS[kind];

/** The columns of each report's CSV; times are in the report's zone. */
export function csvColumns(kind: ReportKind, zone: string) {
  const t = (iso: string | null) => csvTime(iso, zone);
  const columns = {
    attendance: [
      { header: "Month", value: (r) => r.month },
      { header: "Student", value: (r) => r.student_name },
      { header: "Attended", value: (r) => r.attended },
      { header: "Leave", value: (r) => r.leave },
      { header: "Cancelled", value: (r) => r.cancel },
      { header: "Missed", value: (r) => r.missed },
      { header: "Total", value: (r) => r.total },
      { header: "Attendance %", value: (r) => r.attendance_percent },
    ] satisfies CsvColumn<AttendanceRow>[],
    lmc: [
      { header: `Class time (${zone})`, value: (r) => t(r.starts_at) },
      { header: `Cancelled at (${zone})`, value: (r) => t(r.cancelled_at) },
      { header: "Hours before", value: (r) => r.hours_before },
      { header: "Cancelled by", value: (r) => r.cancelled_by },
      { header: "Student", value: (r) => r.student_name },
      { header: "Teacher", value: (r) => r.teacher_name },
      { header: "Subject", value: (r) => r.subject_name },
      { header: "Reason", value: (r) => r.reason },
    ] satisfies CsvColumn<LmcRow>[],
    punctuality: [
      { header: `Class time (${zone})`, value: (r) => t(r.starts_at) },
      { header: `Started at (${zone})`, value: (r) => t(r.started_at) },
      { header: "Minutes late", value: (r) => r.minutes_late },
      { header: "Result", value: (r) => PUNCTUALITY_LABELS[r.bucket] },
      { header: "Teacher", value: (r) => r.teacher_name },
      { header: "Subject", value: (r) => r.subject_name },
      { header: "Students", value: (r) => r.students },
      { header: "Free demo", value: (r) => r.is_demo },
    ] satisfies CsvColumn<PunctualityRow>[],
    "booking-requests": [
      { header: `Asked at (${zone})`, value: (r) => t(r.created_at) },
      { header: "Kind", value: (r) => KIND_LABELS[r.kind] },
      { header: "Student", value: (r) => r.student_name },
      { header: "Teacher", value: (r) => r.teacher_name },
      { header: "Subject", value: (r) => r.subject_name },
      { header: "Time (IST)", value: (r) => r.requested_ist },
      { header: `Time (${zone})`, value: (r) => r.requested_local },
      { header: "Cancelled", value: (r) => r.cancelled },
      { header: "Note", value: (r) => r.note },
    ] satisfies CsvColumn<BookingRequestRow>[],
  };
  return columns[kind] as CsvColumn<unknown>[];
}
