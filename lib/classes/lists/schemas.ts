import { z } from "zod";
import { CLASS_RULES } from "../constants";
import { CLASS_KINDS } from "./kinds";

/** Most rows one page of a class list may ask for. */
export const MAX_LIST_LIMIT = 50;

export const LIST_MESSAGES = {
  page: "The page must be a whole number from 1.",
  limit: `The limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.`,
  action: "The action must be 'list' or 'count'.",
  type: "The type must be upcoming, past, missed or cancelled.",
} as const;

/** Query values arrive as strings; a blank one counts as absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : (value ?? undefined);

const pageField = z
  .preprocess(blankToUndefined, z.coerce.number({ error: LIST_MESSAGES.page }).optional())
  .pipe(
    z
      .number()
      .int(LIST_MESSAGES.page)
      .min(1, LIST_MESSAGES.page)
      .max(100_000, LIST_MESSAGES.page)
      .default(1),
  )
  .describe("1-based page (default 1)");

/**
 * GET get-all-{upcoming,past,missed,cancelled}-classes?page=N&limit={limit}[&action={action}]
 * (spec 3 section 7). `action` is optional: "list" (default) answers a page and the counts,
 * "count" only the four counts (data is empty).
 */
export const classListQuery = z.object({
  page: pageField,
  limit: z
    .preprocess(blankToUndefined, z.coerce.number({ error: LIST_MESSAGES.limit }).optional())
    .pipe(
      z
        .number()
        .int(LIST_MESSAGES.limit)
        .min(1, LIST_MESSAGES.limit)
        .max(MAX_LIST_LIMIT, LIST_MESSAGES.limit)
        .default(CLASS_RULES.listPageSize),
    )
    .describe(`rows per page, 1 to ${MAX_LIST_LIMIT} (default ${CLASS_RULES.listPageSize})`),
  action: z
    .preprocess(
      blankToUndefined,
      z.enum(["list", "count"], { error: LIST_MESSAGES.action }).default("list"),
    )
    .describe("'list' (default): a page and the counts; 'count': only the counts"),
});

/** POST /api/get-teacher-my-class-data (spec 1 section 7): the teacher's classes, 10 a page. */
export const teacherClassDataRequest = z.object({
  page: pageField,
  type: z
    .preprocess(
      blankToUndefined,
      z.enum(CLASS_KINDS, { error: LIST_MESSAGES.type }).default("upcoming"),
    )
    .describe("which list: upcoming (default), past, missed or cancelled"),
});

const countsShape = z.object({
  upcomming: z.number().int(),
  pastSlots: z.number().int(),
  missedSlots: z.number().int(),
  cancelledSlots: z.number().int(),
});

const studentShape = z.object({
  id: z.number().int(),
  name: z.string(),
  attended: z.boolean(),
  cancelled: z.boolean(),
});

/** One class of a list, in the viewer's zone. */
export const classRowShape = z.object({
  slot_id: z.number().int().describe("the class session id (slot_id of the other class calls)"),
  enrolment_id: z.number().int().nullable().describe("the student's seat; null for a teacher"),
  kind: z.enum(CLASS_KINDS),
  starts_at: z.string().describe("ISO 8601 UTC"),
  ends_at: z.string(),
  date: z.string().describe("YYYY-MM-DD in the viewer's zone"),
  time: z.string().describe("HH:MM (24 h) in the viewer's zone"),
  date_label: z.string().describe("'Fri, 14 Mar'"),
  time_label: z.string().describe("'hh:mm A' and the zone: '04:30 PM (IST)'"),
  when_label: z.string().describe("spec 3's form: 'Friday, 14th Mar at 04:30 PM (IST)'"),
  subject_name: z.string().nullable(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  students: z.array(studentShape).describe("teacher view only; [] for a student"),
  is_demo: z.boolean(),
  title: z.string().nullable().describe("class notes title"),
  attended: z.boolean(),
  rated: z.boolean(),
  rating: z.number().nullable(),
  meeting_started: z.boolean(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(["student", "teacher", "admin"]).nullable(),
  cancel_reason: z.string().nullable(),
  can_join: z.boolean(),
  can_start: z.boolean(),
  can_cancel: z.boolean(),
  can_rate: z.boolean(),
});

const pageNumber = z.number().int().nullable();

/** A class list page in spec 3's paged-list fields (like get-all-online-courses). */
export const classListResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  type: z.enum(CLASS_KINDS),
  counts: countsShape,
  current_page: z.number().int(),
  data: z.array(classRowShape),
  per_page: z.number().int(),
  total: z.number().int().describe("rows of this list over all pages"),
  last_page: z.number().int().describe("0 when the list is empty"),
  from: pageNumber.describe("position of the first row on this page; null when none"),
  to: pageNumber.describe("position of the last row on this page; null when none"),
  next_page_url: z
    .string()
    .nullable()
    .describe("GET address of the next page (get-all-{type}-classes); null on the last page"),
  prev_page_url: z
    .string()
    .nullable()
    .describe("GET address of the previous page; null on the first"),
  time_zone: z.string(),
});

export type ClassListQuery = z.output<typeof classListQuery>;
export type ClassRow = z.output<typeof classRowShape>;
export type ClassListAnswer = z.output<typeof classListResponse>;
export type LegacyCountsShape = z.output<typeof countsShape>;
