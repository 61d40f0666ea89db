import { z } from "zod";
import { longTextField, toOptionalText } from "@/lib/fields";
import { reviewCommentField } from "@/lib/reviews/schemas";
import { classIdSchema } from "../class-id";
import { CLASS_MESSAGES } from "../messages";
import { CLASS_RULES } from "../constants";
import { AFTER_MESSAGES, MARK_TYPES, TOPIC_MAX_LENGTH } from "./messages";

// Request and response schemas of the after-class calls (spec 1 §7, spec 2 §7). Legacy clients send
// ids as numbers or strings; every refusal uses the shared error shape (status "error", responseCode,
// message, messageDescription, errors.{field}).

/** Legacy values: a number becomes its text; "", blank and null are "absent" (lib/fields). */
const text = toOptionalText;

const slotId = classIdSchema.describe("the class session (slot_id of the class lists)");

const ok = {
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
};

/** POST /api/set-rating. */
export const setRatingRequest = z.object({
  slot_id: slotId,
  rating: z
    .preprocess(
      text,
      z.coerce
        .number({ error: AFTER_MESSAGES.ratingRange })
        .int(AFTER_MESSAGES.ratingRange)
        .min(CLASS_RULES.ratingMin, AFTER_MESSAGES.ratingRange)
        .max(CLASS_RULES.ratingMax, AFTER_MESSAGES.ratingRange),
    )
    .describe("stars, a whole number from 1 to 5"),
  comment: reviewCommentField,
  userId: z
    .preprocess(text, classIdSchema.optional())
    .describe("the student rating: must be the logged-in student (403 otherwise)"),
});

export const setRatingResponse = z.object({
  ...ok,
  rating: z.number().int().describe("the stars given"),
  teacher_rating: z.number().describe("the teacher's new mean rating, 2 decimals"),
  rating_count: z.number().int().describe("how many ratings the teacher has now"),
  redirect_to: z.literal("/st/dashboard"),
});

/** POST /api/update-slot-topic. */
export const updateSlotTopicRequest = z.object({
  slot_id: slotId,
  slot_title: z
    .string({ error: AFTER_MESSAGES.topicRequired })
    .trim()
    .min(1, AFTER_MESSAGES.topicRequired)
    .max(TOPIC_MAX_LENGTH, AFTER_MESSAGES.topicTooLong)
    .describe("the class notes topic, 1 to 200 characters (trimmed)"),
});

export const updateSlotTopicResponse = z.object({
  ...ok,
  slot_id: z.number().int(),
  slot_title: z.string(),
});

/** GET /em/get-slot-student-list and /em/get-attended-slot-student-list. */
export const slotStudentListQuery = z.object({ slot_id: slotId });

export const slotStudentSchema = z.object({
  id: z.number().int().describe("the enrolment id (the id of setNotificationMissingStudent)"),
  student_id: z.number().int(),
  name: z.string(),
  attended: z.boolean(),
  attended_at: z.string().nullable().describe("ISO instant the student entered, or null"),
  attendance: z
    .enum(["present", "absent", "not_yet"])
    .describe("present: entered; absent: the class ended without them; not_yet: before its end"),
  status: z.number().int().describe("the seat's status: 1 scheduled, 2 started, 3 held, 4 missed"),
  notified_count: z.number().int().describe("notices sent about missing this class (0 to 6)"),
});

const rosterHeader = z.object({
  slot_id: z.number().int(),
  title: z.string().nullable().describe("the class notes, or null"),
  subject: z.string().nullable(),
  starts_at: z.string().describe("ISO instant"),
  ends_at: z.string().describe("ISO instant"),
  is_demo: z.boolean(),
  status: z.number().int().describe("the class's status (5 cancelled)"),
  has_begun: z.boolean().describe("the class time has come: notices may be sent"),
  student_count: z.number().int().describe("rows in studentList"),
});

export const slotStudentListResponse = z.object({
  ...ok,
  header: rosterHeader,
  studentList: z.array(slotStudentSchema),
});

/** The student variant: classmates by first name only, no ids and no notices. */
export const classmatesResponse = z.object({
  ...ok,
  header: rosterHeader,
  studentList: z.array(
    z.object({
      name: z.string().describe("the classmate's first name"),
      attended: z.boolean(),
      is_me: z.boolean().describe("this row is the caller's own seat"),
    }),
  ),
});

/** POST /setNotificationMissingStudent?id. */
export const missingNoticeQuery = z.object({
  id: classIdSchema.describe("the enrolment id (studentList[].id)"),
});

export const missingNoticeResponse = z.object({
  status: z.enum(["success", "error"]),
  responseCode: z.literal(200),
  message: z
    .string()
    .describe(`at the cap (HTTP 200, status error): '${CLASS_MESSAGES.notifiedMaximum}'`),
  count: z.number().int().describe("notices sent so far (at most 6)"),
});

/** POST {v1}request-video. */
export const requestVideoRequest = z.object({ slot_id: slotId });

export const requestVideoResponse = z.object({
  ...ok,
  slot_id: z.number().int(),
  already_requested: z.boolean().describe("true when this student had asked before"),
});

/** GET /update-marks?type. */
export const updateMarksQuery = z.object({
  type: z
    .string({ error: AFTER_MESSAGES.unknownMarkType })
    .trim()
    .max(40, AFTER_MESSAGES.unknownMarkType)
    .describe(
      `the activity: ${Object.entries(MARK_TYPES)
        .map(([type, marks]) => `${type} (${marks})`)
        .join(", ")}`,
    ),
});

export const updateMarksResponse = z.object({
  ...ok,
  type: z.string(),
  awarded: z.number().int().describe("marks given now; 0 when already given today"),
  total_marks: z.number().int().describe("all the student's marks"),
});

/** POST {v2}report-contract-problem. */
export const reportProblemRequest = z.object({
  contract_id: z
    .preprocess(text, classIdSchema.optional())
    .describe("the purchase the problem is about; must be the caller's (404 otherwise)"),
  problem: longTextField(CLASS_MESSAGES.reportProblemRequired).describe(
    "the problem, 1 to 600 characters (trimmed)",
  ),
});

export const reportProblemResponse = z.object({
  ...ok,
  id: z.number().int().describe("the report"),
});
