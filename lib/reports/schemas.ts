import { z } from "zod";
import { PUNCTUALITY_BUCKETS } from "./math";
import type { ReportKind } from "./scope";

/**
 * The field each report's rows answer under in the legacy JSON: the spec's names where it gives
 * them (spec 1 §3: "attendence (with attended, leave, cancel), lmcReportList, punctuality report
 * data"), `data` where it names none. The services and pages keep `data`; only the JSON renames.
 */
export const REPORT_ROWS_FIELD = {
  attendance: "attendence",
  lmc: "lmcReportList",
  punctuality: "data",
  "booking-requests": "data",
} as const satisfies Record<ReportKind, string>;

const optionalText = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string().trim().optional(),
);

/** The report calls' fields (JSON or multipart): a date range, a teacher (admins) and a format. */
export const reportRequest = z.object({
  /** First day, "YYYY-MM-DD" (default: 29 days before `to`). */
  from: optionalText,
  /** Last day, "YYYY-MM-DD" (default: today); at most 366 days in all. */
  to: optionalText,
  /** Admins only: whose report (default: every teacher). */
  teacher_id: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: "Invalid teacher." })
      .int("Invalid teacher.")
      .positive("Invalid teacher.")
      .optional(),
  ),
  format: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["json", "csv"], { error: "Format must be json or csv." }).default("json"),
  ),
  /** The zone days and months are counted in (default: the viewer's, else India). */
  time_zone: optionalText,
});

export type ReportRequest = z.output<typeof reportRequest>;

const percentOrNull = z.number().nullable();

const envelope = {
  status: z.literal("success"),
  responseCode: z.literal(200),
  report: z.string(),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  teacher_id: z.number().nullable(),
};

const attendanceCounts = {
  attended: z.number(),
  leave: z.number(),
  cancel: z.number(),
  missed: z.number(),
  total: z.number(),
  attendance_percent: percentOrNull,
};

export const attendanceResponse = z.object({
  ...envelope,
  [REPORT_ROWS_FIELD.attendance]: z.array(
    z.object({
      student_id: z.number(),
      student_name: z.string(),
      month: z.string(),
      ...attendanceCounts,
    }),
  ),
  summary: z.object({ ...attendanceCounts, students: z.number() }),
  months: z.array(z.object({ month: z.string(), ...attendanceCounts })),
});

const lmcPerson = z.object({
  id: z.number(),
  name: z.string(),
  by_student: z.number(),
  by_teacher: z.number(),
  by_admin: z.number(),
  total: z.number(),
});

export const lmcResponse = z.object({
  ...envelope,
  [REPORT_ROWS_FIELD.lmc]: z.array(
    z.object({
      enrolment_id: z.number(),
      session_id: z.number(),
      starts_at: z.string(),
      cancelled_at: z.string(),
      cancelled_by: z.enum(["student", "teacher", "admin"]),
      hours_before: z.number(),
      student_id: z.number(),
      student_name: z.string(),
      teacher_id: z.number(),
      teacher_name: z.string(),
      subject_name: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  summary: z.object({
    total: z.number(),
    by_student: z.number(),
    by_teacher: z.number(),
    by_admin: z.number(),
    hours_limit: z.number(),
  }),
  per_student: z.array(lmcPerson),
  per_teacher: z.array(lmcPerson),
});

const bucket = z.enum(PUNCTUALITY_BUCKETS as [string, ...string[]]);

export const punctualityResponse = z.object({
  ...envelope,
  [REPORT_ROWS_FIELD.punctuality]: z.array(
    z.object({
      session_id: z.number(),
      teacher_id: z.number(),
      teacher_name: z.string(),
      starts_at: z.string(),
      started_at: z.string().nullable(),
      minutes_late: z.number().nullable(),
      bucket,
      subject_name: z.string().nullable(),
      students: z.string(),
      is_demo: z.boolean(),
    }),
  ),
  summary: z.object({
    total: z.number(),
    on_time: z.number(),
    late: z.number(),
    very_late: z.number(),
    not_started: z.number(),
    percent: z.record(bucket, percentOrNull),
    average_minutes_late: z.number().nullable(),
  }),
});

export const bookingRequestsResponse = z.object({
  ...envelope,
  [REPORT_ROWS_FIELD["booking-requests"]]: z.array(
    z.object({
      kind: z.enum(["demo_booking", "paid_booking", "preferred_slot"]),
      id: z.number(),
      created_at: z.string(),
      student_id: z.number().nullable(),
      student_name: z.string(),
      teacher_id: z.number().nullable(),
      teacher_name: z.string().nullable(),
      subject_name: z.string().nullable(),
      requested_at: z.string(),
      requested_ist: z.string(),
      requested_local: z.string(),
      cancelled: z.boolean(),
      note: z.string(),
    }),
  ),
  summary: z.object({
    total: z.number(),
    demo_bookings: z.number(),
    paid_bookings: z.number(),
    preferred_slots: z.number(),
    cancelled: z.number(),
  }),
});
