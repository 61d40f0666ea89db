import { z } from "zod";
import { longTextField, toOptionalText } from "@/lib/fields";
import { BOOKING_MESSAGES } from "./messages";
import { isCalendarDate } from "./occurrence-id";

// Request and response schemas of the booking calls (spec 1 §7 Booking, spec 2 §7 Demo booking).
// Legacy clients send ids as numbers or strings, and leave fields out, empty or null.

/** Legacy values: a number becomes its text; "", blank and null are "absent" (lib/fields). */
const text = toOptionalText;

const idText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, message);

/** A required positive id. */
const requiredId = (message: string) => z.preprocess(text, idText(message));
/** An optional positive id (absent, empty or null: undefined). */
const optionalId = (message: string) => z.preprocess(text, idText(message).optional());

const calendarDate = (message: string) =>
  z.preprocess(text, z.string({ error: message }).trim().refine(isCalendarDate, message));

const zoneParam = z
  .preprocess(text, z.string().trim().max(64).optional())
  .describe("IANA time zone of the viewer (e.g. Asia/Kolkata); else the tz cookie");

const clickId = z
  .preprocess(text, z.string().trim().max(120, "click_id is too long.").optional())
  .describe("ad click id, recorded with sources 1 and 5");

const sourceId = z
  .preprocess(
    text,
    z
      .string()
      .trim()
      .regex(/^[0-9]{1,4}$/, "sourceId must be a number.")
      .transform(Number)
      .optional(),
  )
  .describe("where the booking came from; 1 and 5 are click-tracked (spec 1 §9)");

const studentId = optionalId("student_id must be a user id.").describe(
  "the student booked; must be the logged-in student (an admin names any student)",
);

/** POST /api/book-demo. */
export const bookDemoRequest = z.object({
  student_id: studentId,
  timetable_id: requiredId("Please select a preferred slot.").describe(
    "the weekly slot: a timetable entry id of GET /st/getTeacherTT",
  ),
  ig_date: calendarDate("Please select a preferred slot.").describe(
    "the slot's date (YYYY-MM-DD) in the teacher's zone: the entry's ig_date",
  ),
  demo_slot: z
    .unknown()
    .optional()
    .describe(
      "sent by the old client (the entry's is_demo_slot); the server reads the slot itself",
    ),
  click_id: clickId,
  subId: requiredId(BOOKING_MESSAGES.subjectMandatory).describe("the subject of the demo"),
  sourceId,
  course_id: optionalId("course_id must be a course id.").describe(
    "the course booked from, for the success page; else the subject's main course",
  ),
});

/** Fields every booking answer of spec 1 carries. */
const spec1Answer = {
  status: z.enum(["success", "error"]),
  responseCode: z
    .number()
    .int()
    .describe(
      "200 done; refusals (HTTP 200, status error): 201 the slot is already booked, full or not held that day; 409 repeat demo, a class of yours at that time, already booked by you or already cancelled; 400 a time in the past or begun, a date off the slot's weekday, the wrong kind of slot or subject",
    ),
  message: z.string(),
};

export const bookDemoResponse = z.object({
  ...spec1Answer,
  slot_id: z.number().int().optional().describe("the class session booked (on success)"),
  redirect_to: z
    .string()
    .optional()
    .describe("/demo-booked-successfully/{course slug}, or /thank-you/{slot_id} without a course"),
});

/** POST /api/create-adhoc-student-session. */
export const createAdhocRequest = z.object({
  student_id: studentId,
  timetable_id: z
    .preprocess(text, z.string({ error: BOOKING_MESSAGES.listsDiffer }).trim().max(2000))
    .describe("comma list of weekly slot ids, e.g. 12,15"),
  ig_date: z
    .preprocess(text, z.string({ error: BOOKING_MESSAGES.listsDiffer }).trim().max(2000))
    .describe("comma list of dates, one per slot id, e.g. 2025-03-14,2025-03-16"),
  subId: requiredId(BOOKING_MESSAGES.subjectMandatory),
});

export const createAdhocResponse = z.object({
  ...spec1Answer,
  slot_ids: z.array(z.number().int()).optional().describe("the class sessions booked, in order"),
  redirect_to: z.string().optional().describe("/thank-you"),
});

/** POST /api/delete-session-by-student. */
export const deleteSessionRequest = z.object({
  slot_id: requiredId("slot_id is required.").describe("the class session (the booked slot_id)"),
  student_id: studentId,
});

/** POST /api/cancel-slot-by-teacher. */
export const cancelSlotRequest = z.object({
  slot_id: z
    .preprocess(
      text,
      z
        .string({ error: "slot_id is required." })
        .trim()
        .regex(/^[1-9][0-9]{0,9}(_[0-9]{4}-[0-9]{2}-[0-9]{2})?$/, "slot_id is required."),
    )
    .describe('a class session id, or "{slot id}_{YYYY-MM-DD}" for a date of a weekly slot'),
});

export const cancelResponse = z.object({
  ...spec1Answer,
  slot_id: z.number().int().optional().describe("the class session"),
  cancelled_enrolments: z.number().int().optional().describe("teacher: students whose seat went"),
});

const dateTimeMessage = BOOKING_MESSAGES.preferredDateTime;

/** POST /api/save-preffered-slot (multipart, urlencoded or JSON). */
export const preferredSlotRequest = z.object({
  date: calendarDate(dateTimeMessage).describe("preferred date, YYYY-MM-DD, in the viewer's zone"),
  time: z
    .preprocess(
      text,
      z
        .string({ error: dateTimeMessage })
        .trim()
        .regex(/^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/, dateTimeMessage)
        .transform((t) => t.slice(0, 5)),
    )
    .describe("preferred time, HH:MM (24 h), in the viewer's zone"),
  note: z
    .preprocess((v) => v ?? "", longTextField())
    .describe("anything the teacher should know, at most 600 characters"),
  subject_id: optionalId("subject_id must be a subject id."),
  teacher_id: optionalId("teacher_id must be a teacher id."),
  tz: zoneParam,
});

export const preferredSlotResponse = z.object({
  ...spec1Answer,
  preferred_at: z.string().optional().describe("the instant asked for, ISO 8601 (UTC)"),
});

/** POST /st/demo-booking-slots. */
export const demoBookingSlotsRequest = z.object({
  subject_id: requiredId(BOOKING_MESSAGES.subjectMandatory),
  tz: zoneParam,
});

const demoTime = z.object({
  slot_id: z.string().describe('demo occurrence id "{slot id}_{teacher-local date}"'),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  starts_at: z.string().describe("ISO 8601 instant"),
  ends_at: z.string(),
  time: z.string().describe("HH:MM in the viewer's zone"),
  time_text: z.string().describe('e.g. "04:30 PM (IST)"'),
  duration_minutes: z.number().int(),
  capacity: z.number().int(),
  remaining_seats: z.number().int().describe("0: full (the chooser says so)"),
});

export const demoBookingSlotsResponse = z.object({
  status: z.literal("success"),
  subject_id: z.number().int(),
  time_zone: z.string().describe("the viewer's zone the dates and times are in"),
  dates: z.array(
    z.object({
      date: z.string().describe("YYYY-MM-DD in the viewer's zone"),
      label: z.string().describe('e.g. "Fri, 14 Mar"'),
      slots: z.array(demoTime),
    }),
  ),
});

/** POST /converted-time-student-select. */
export const convertedTimeRequest = z.object({
  date: calendarDate("Please choose the correct date.").describe(
    "a date of /st/demo-booking-slots, in the viewer's zone",
  ),
  subject_id: optionalId("subject_id must be a subject id.").describe(
    "the subject; the old client left it out: then the subject of the last /st/demo-booking-slots call (cookie)",
  ),
  tz: zoneParam,
});

export const convertedTimeResponse = z.object({
  status: z.literal("success"),
  date: z.string(),
  time_zone: z.string(),
  times: z.array(demoTime),
});

/** POST /sms/st/enrollStudentToDemo?slot_id and POST /ng-api/v1/enrollStudentToDemo?slot_id&course_id&student_level. */
export const enrollDemoQuery = z.object({
  slot_id: z
    .preprocess(text, z.string({ error: BOOKING_MESSAGES.selectSlot }).trim().max(40))
    .describe('demo occurrence id "{slot id}_{YYYY-MM-DD}" from /st/demo-booking-slots'),
  course_id: z
    .preprocess(text, z.string().trim().max(40).optional())
    .describe("the course (id or base64 id); else the slot subject's main course"),
  student_level: z
    .preprocess(text, z.string().trim().max(20, "student_level is too long.").default("no"))
    .describe("the student's level; default 'no'"),
});

export const enrollDemoResponse = z.object({
  status: z.boolean().describe("true: booked"),
  responseCode: z
    .number()
    .int()
    .describe(
      "200 booked; 201 full or not held that day; 409 repeat demo, a class of yours then; 400 a past time or the wrong kind of slot (all refusals with HTTP 200 and status false)",
    ),
  message: z.string(),
  slot_id: z.number().int().optional().describe("the class session booked"),
  redirect_to: z.string().optional().describe("/demo-booked-successfully/{course slug}"),
});
