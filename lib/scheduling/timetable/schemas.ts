import { z } from "zod";
import { blankToAbsent } from "@/lib/fields/loose";

/**
 * GET /st/getTeacherTT: a teacher's week as the schedule response of spec 1 section 3 (timetable
 * entries, weekdays, contract summary). Field names are the legacy client's; fields after
 * session_status are additions in the same style.
 */

export const WEEK_STATUS_RANGE = { min: -4, max: 12 } as const;

const WEEK_MESSAGE = `weekStatus must be a whole number from ${WEEK_STATUS_RANGE.min} to ${WEEK_STATUS_RANGE.max}.`;
const SUBJECT_MESSAGE = "subjectId must be a subject id.";
const blank = blankToAbsent;

export const getTeacherTTQuery = z.object({
  teacherId: z
    .union([z.string(), z.number()], { error: "teacherId is required." })
    .describe("the teacher's id, plain (12) or base64 as in the profile URL (MTI=)"),
  weekStatus: z
    .preprocess(
      blank,
      z.coerce
        .number({ error: WEEK_MESSAGE })
        .int(WEEK_MESSAGE)
        .min(WEEK_STATUS_RANGE.min, WEEK_MESSAGE)
        .max(WEEK_STATUS_RANGE.max, WEEK_MESSAGE)
        .default(0),
    )
    .describe("weeks from this one: 0 this week, 1 next, -1 last (-4 to 12)"),
  subjectId: z
    .preprocess(
      (v) => (v === "0" || v === 0 ? undefined : blank(v)),
      z.coerce
        .number({ error: SUBJECT_MESSAGE })
        .int(SUBJECT_MESSAGE)
        .positive(SUBJECT_MESSAGE)
        .optional(),
    )
    .describe("only slots for this subject (and slots open to any subject)"),
  tz: z
    .string()
    .optional()
    .describe("IANA time zone of the viewer; else the tz cookie, else Asia/Kolkata"),
});

export const timetableEntrySchema = z.object({
  id: z.number().int().describe("the weekly slot's id: booking calls send it as timetable_id"),
  day_id: z.number().int().describe("the slot's weekday in the teacher's zone, 0 = Sunday"),
  start_time: z.string().describe("the slot's local start in the teacher's zone, \"HH:MM\""),
  timeDesc: z.string().describe('start time in the viewer\'s zone, e.g. "07:00 PM (IST)"'),
  timeDescNew: z
    .string()
    .describe('date and time in the viewer\'s zone, e.g. "Sunday, 8th Mar at 07:00 PM (IST)"'),
  classActive: z
    .boolean()
    .describe(
      "false when the occurrence is past, its class was cancelled or the teacher is on leave that day",
    ),
  duplicate: z
    .boolean()
    .describe("the student already has another active class at an overlapping time"),
  booked: z.boolean().describe("no seat left, or the student is already in it"),
  assigned_student: z.boolean().describe("the student (caller) is booked into this occurrence"),
  student_id: z
    .number()
    .int()
    .nullable()
    .describe("the caller's id when assigned_student, else null"),
  ig_date: z.string().describe('the teacher-local date "YYYY-MM-DD": booking calls send it back'),
  is_demo_slot: z.boolean(),
  session_status: z
    .number()
    .int()
    .nullable()
    .describe(
      "status of the occurrence's class: 1 scheduled, 2 started, 3 held, 4 missed, 5 cancelled; null: none yet",
    ),
  date: z.string().describe('the viewer-local date "YYYY-MM-DD"'),
  starts_at: z.string().describe("ISO instant (UTC)"),
  ends_at: z.string().describe("ISO instant (UTC)"),
  duration: z.number().int().describe("minutes"),
  capacity: z.number().int().describe("students one class of this slot takes"),
  seats_left: z.number().int(),
  subject_id: z.number().int().nullable().describe("null: any of the teacher's subjects"),
  session_id: z
    .number()
    .int()
    .nullable()
    .describe("the active class of this occurrence, once booked"),
});

export const timetableDaySchema = z.object({
  weekDay: z.string().describe('"Sunday" ... "Saturday": the viewer-local day'),
  representDate: z.string().describe("'DD MMMM, yyyy', e.g. \"08 March, 2026\""),
  sdate: z.string().describe('the viewer-local date "YYYY-MM-DD"'),
  slotCount: z.number().int(),
  data: z
    .array(timetableEntrySchema)
    .describe("that day's entries (as in timetable), in time order"),
});

export const contractSummarySchema = z.object({
  total_classes: z.number().int(),
  booked_classes: z.number().int(),
  held_classes: z.number().int(),
});

export const getTeacherTTResponse = z.object({
  status: z.literal("success"),
  timetable: z.array(timetableEntrySchema).describe("every entry of the week, in time order"),
  weekdays: z.array(timetableDaySchema).describe("the viewer's 7 days, Sunday first"),
  contract: contractSummarySchema.describe(
    "the student's classes with this teacher (zeros without a student session)",
  ),
  time_zone: z.string().describe("the viewer's zone the times are in"),
  zone_label: z.string().describe('"(IST)" for India, else the short zone name'),
  week_status: z.number().int(),
  week_start: z.string().describe("the viewer-local Sunday"),
  week_end: z.string().describe("the viewer-local Saturday"),
  teacher_time_zone: z.string(),
});

export type TimetableEntry = z.output<typeof timetableEntrySchema>;
export type TimetableDay = z.output<typeof timetableDaySchema>;
export type ContractSummary = z.output<typeof contractSummarySchema>;

/** What getTeacherTimetable returns: the week in the viewer's zone. */
export interface TeacherTimetable {
  teacherId: number;
  weekStatus: number;
  /** The viewer-local Sunday and Saturday of the week shown. */
  weekStart: string;
  weekEnd: string;
  /** The viewer's zone and its label ("(IST)"). */
  timeZone: string;
  zoneLabel: string;
  teacherTimeZone: string;
  /** Every occurrence of the week, in time order. */
  entries: TimetableEntry[];
  /** The 7 viewer-local days, Sunday first, each with its entries. */
  weekdays: TimetableDay[];
  contract: ContractSummary;
}
