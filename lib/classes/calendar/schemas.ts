import { FIELD_MESSAGES } from "@/lib/fields/messages";
import { z } from "zod";
import { blankToAbsent, flagValue } from "@/lib/fields/loose";
import { isTimeZone } from "@/lib/fields/time-zone";

/**
 * POST getTeacherCalendarData (spec 3 section 7): a teacher's week as a calendar. The request
 * fields are the legacy client's (teacher_dashborad keeps its spelling); the response holds the
 * legacy names (dateArray, timings, adhocSlots, nextStartDate, currentStartDate, prevStartDate,
 * teacher_status) plus additions in the same style.
 */

/** How far the calendar moves from this week: a year each way. */
export const CALENDAR_WEEK_RANGE = { min: -52, max: 52 } as const;

/**
 * Which hour rows the calendar shows: "all" (0 to 23), "working" (from the first hour holding a
 * class or one of the teacher's weekly slots to the last hour one covers; none in an empty week),
 * or "HH-HH", a range
 * of whole hours with the end excluded ("09-18" shows 9:00 to 17:59, "00-24" the whole day).
 */
export const HOURS_FILTER_DEFAULT = "working";
export type HoursFilter =
  { kind: "all" } | { kind: "working" } | { kind: "range"; from: number; to: number };

const WEEK_MESSAGE = `weekStatus must be a whole number from ${CALENDAR_WEEK_RANGE.min} to ${CALENDAR_WEEK_RANGE.max}.`;
const HOURS_MESSAGE =
  'hours_filter must be "all", "working" or a range of hours like "09-18" (00 to 24, start before end).';
const TEACHER_MESSAGE = "teacher_id must be a teacher's id.";
const ZONE_MESSAGE = FIELD_MESSAGES.timeZoneInvalid;
const FLAG_MESSAGE = "must be true or false (1 or 0).";

const blank = blankToAbsent;

/** Legacy flags arrive as true/false, 1/0 or their text (lib/fields flagValue). */
const flag = z.preprocess(flagValue, z.boolean({ error: FLAG_MESSAGE }).default(false));

/** Parses an hours filter text; null when it is not one. */
export function parseHoursFilter(text: string): HoursFilter | null {
  const value = text.trim().toLowerCase();
  if (value === "all") return { kind: "all" };
  if (value === "working") return { kind: "working" };
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!m) return null;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return from >= 0 && to <= 24 && from < to ? { kind: "range", from, to } : null;
}

/** The canonical text of a filter ("all", "working", "09-18"). */
export function hoursFilterText(filter: HoursFilter): string {
  if (filter.kind !== "range") return filter.kind;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(filter.from)}-${two(filter.to)}`;
}

export const hoursFilterSchema = z.preprocess(
  (v) => blank(v) ?? HOURS_FILTER_DEFAULT,
  z
    .string({ error: HOURS_MESSAGE })
    .max(10, HOURS_MESSAGE)
    .transform((text, ctx) => {
      const parsed = parseHoursFilter(text);
      if (!parsed) {
        ctx.addIssue({ code: "custom", message: HOURS_MESSAGE });
        return z.NEVER;
      }
      return parsed;
    }),
);

export const weekStatusSchema = z.preprocess(
  blank,
  z.coerce
    .number({ error: WEEK_MESSAGE })
    .int(WEEK_MESSAGE)
    .min(CALENDAR_WEEK_RANGE.min, WEEK_MESSAGE)
    .max(CALENDAR_WEEK_RANGE.max, WEEK_MESSAGE)
    .default(0),
);

export const teacherCalendarRequest = z.object({
  teacher_dashborad: flag.describe(
    "sent by the teacher dashboard (spelling kept); accepted, the answer is the same either way",
  ),
  teacher_id: z
    .preprocess(
      (v) => (v === "0" || v === 0 ? undefined : blank(v)),
      z.coerce
        .number({ error: TEACHER_MESSAGE })
        .int(TEACHER_MESSAGE)
        .positive(TEACHER_MESSAGE)
        .optional(),
    )
    .describe("the teacher; missing = the calling teacher (an admin must give it)"),
  hours_filter: hoursFilterSchema.describe(
    '"all", "working" (default: the hours holding classes or the teacher’s weekly slots) or "HH-HH" (end excluded)',
  ),
  weekStatus: weekStatusSchema.describe("weeks from this one: 0 this week, -1 last, 1 next (±52)"),
  display_contact: flag.describe(
    "include the students' mobile and e-mail; honoured only when the caller is that teacher and the operator set TEACHERS_SEE_FAMILY_CONTACT=true (decision 036; off by default)",
  ),
  tz: z
    .preprocess(blank, z.string().max(64, ZONE_MESSAGE).refine(isTimeZone, ZONE_MESSAGE).optional())
    .describe("IANA zone to show the week in; else the tz cookie, else the teacher's zone"),
});
export type TeacherCalendarRequest = z.output<typeof teacherCalendarRequest>;

export const calendarDateSchema = z.object({
  date: z.string().describe('"YYYY-MM-DD" in the calendar\'s zone'),
  weekday: z.number().int().describe("0 = Sunday ... 6 = Saturday"),
  day_name: z.string().describe('"Sunday"'),
  label: z.string().describe("'DD MMMM, yyyy', e.g. \"01 March, 2026\""),
  short_label: z.string().describe('"Sun, 1 Mar"'),
  is_today: z.boolean(),
});

export const calendarTimingSchema = z.object({
  hour: z.number().int().describe("0 to 23 in the calendar's zone"),
  value: z.string().describe('"HH:00"'),
  label: z.string().describe("'hh:mm A', e.g. \"09:00 AM\""),
});

export const calendarStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int().describe("the enrolment's status (1 to 5, as the class's)"),
  attended: z.boolean().describe("mark-attendance saw the student enter the class"),
  mobile: z
    .string()
    .optional()
    .describe('"+91 9000000001"; only with display_contact, for that teacher'),
  email: z.string().optional().describe("only with display_contact, for that teacher"),
});

export const CALENDAR_STATUS_LABELS = {
  1: "Scheduled",
  2: "Started",
  3: "Held",
  4: "Missed",
  5: "Cancelled",
} as const;

export const calendarItemSchema = z.object({
  kind: z
    .enum(["class", "free"])
    .describe("a class session, or a free occurrence of a weekly slot"),
  id: z.string().describe('"class-{session id}" or "slot-{slot id}_{teacher-local date}"'),
  session_id: z.number().int().nullable(),
  slot_id: z.number().int().nullable().describe("the weekly slot it comes from; null: ad hoc"),
  date: z.string().describe('"YYYY-MM-DD" in the calendar\'s zone'),
  weekday: z.number().int(),
  hour: z.number().int().describe("the hour row it starts in"),
  start_time: z.string().describe('"HH:MM" (24 h) in the calendar\'s zone'),
  end_time: z.string(),
  start_label: z.string().describe("'hh:mm A'"),
  end_label: z.string(),
  starts_at: z.string().describe("ISO instant (UTC)"),
  ends_at: z.string(),
  duration: z.number().int().describe("minutes"),
  status: z
    .number()
    .int()
    .nullable()
    .describe("1 scheduled, 2 started, 3 held, 4 missed, 5 cancelled; null for a free slot"),
  status_label: z.string().describe('"Scheduled" ... "Cancelled", or "Free"'),
  is_demo: z.boolean(),
  subject: z.string().nullable(),
  title: z.string().nullable().describe("the class notes topic"),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  students: z.array(calendarStudentSchema),
});

export const teacherCalendarResponse = z.object({
  status: z.literal("success"),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  teacher_status: z.enum(["active", "inactive"]),
  weekStatus: z.number().int(),
  hours_filter: z.string().describe('the filter applied, canonical ("working", "all", "09-18")'),
  time_zone: z.string().describe("the IANA zone of every date and time in the answer"),
  zone_label: z.string().describe('"(IST)" for Kolkata, else the short zone name'),
  dateArray: z.array(calendarDateSchema).describe("the week's 7 dates, Sunday first"),
  timings: z.array(calendarTimingSchema).describe("the hour rows the filter shows"),
  adhocSlots: z
    .array(calendarItemSchema)
    .describe("the week's classes (any status) and free slot occurrences to come, in time order"),
  hidden_count: z.number().int().describe("classes and free slots outside the shown hours"),
  prevStartDate: z.string().describe('the previous week\'s Sunday, "YYYY-MM-DD"'),
  currentStartDate: z.string().describe("this calendar week's Sunday"),
  nextStartDate: z.string().describe("the next week's Sunday"),
  weekLabel: z.string().describe('"01 March, 2026 – 07 March, 2026"'),
});
export type TeacherCalendar = z.output<typeof teacherCalendarResponse>;
export type CalendarItem = z.output<typeof calendarItemSchema>;
export type CalendarDate = z.output<typeof calendarDateSchema>;
export type CalendarTiming = z.output<typeof calendarTimingSchema>;
export type CalendarStudent = z.output<typeof calendarStudentSchema>;
