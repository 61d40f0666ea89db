import { z } from "zod";
import { coursesListQuery } from "../schemas";
import { CURRENCIES } from "../../money/currency";
import { curParam } from "../../money/schemas";
import { courseIdFrom } from "./course-id";
import {
  ageParam,
  COURSE_MESSAGES,
  COURSE_TYPES,
  MAX_AGE,
  MIN_AGE,
  pageParam,
  streamRefParam,
  TYPE_FILTERS,
  requiredWholeNumber,
  typeParam,
} from "./filters";

// Request and response schemas of the course calls (spec 2 and 3, section 7). Bodies may be JSON,
// urlencoded or multipart; numbers may arrive as numbers or strings; blank values mean "not given".

const tz = z
  .string()
  .trim()
  .max(64)
  .optional()
  .describe(
    "IANA time zone of the viewer (prices: INR in India's zone, else USD); else the tz cookie",
  );

const viewer = { cur: curParam, tz };

/** A course id, plain or base64; required. */
export const courseIdParam = z
  .union([z.number(), z.string()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? COURSE_MESSAGES.courseIdRequired
        : COURSE_MESSAGES.course_id,
  })
  .transform((value, ctx) => {
    const id = courseIdFrom(value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message: COURSE_MESSAGES.course_id });
      return z.NEVER;
    }
    return id;
  })
  .describe("the course's id, plain (12) or base64 (MTI=)");

const streamIdParam = streamRefParam(COURSE_MESSAGES.stream_id).describe(
  "stream id (1) or slug (music); 0, all or blank: every stream",
);

/** POST /load_courses. */
export const loadCoursesRequest = z.object({
  stream_id: streamIdParam,
  type: typeParam,
  age: ageParam.describe(
    `the learner's age, ${MIN_AGE} to ${MAX_AGE}; blank: the age remembered by updateAgeSession, if any`,
  ),
  ...viewer,
});

/** POST /load_popular_courses. */
export const loadPopularCoursesRequest = z.object({ stream_id: streamIdParam, ...viewer });

/** GET /ng-api/v1/get-popular-courses?version. */
export const popularCoursesQuery = z.object({
  version: coursesListQuery.shape.version.describe(
    "the version the client holds; the same version answers changed: false and no courses",
  ),
  ...viewer,
});

/** POST /updateAgeSession. */
export const updateAgeSessionRequest = z.object({
  age: requiredWholeNumber(
    COURSE_MESSAGES.age,
    MIN_AGE,
    MAX_AGE,
    COURSE_MESSAGES.ageRequired,
  ).describe(`the learner's age, ${MIN_AGE} to ${MAX_AGE}`),
});

/** POST /get-all-online-courses. */
export const onlineCoursesRequest = z.object({
  page: pageParam,
  category: streamRefParam(COURSE_MESSAGES.category).describe(
    "stream slug (music) or id (1); blank or all: every stream",
  ),
  type: typeParam,
  page_url: z
    .string()
    .trim()
    .max(500, "page_url is too long.")
    .optional()
    .describe(
      "the page the list is shown on; its path is the base of next_page_url and prev_page_url",
    ),
  timezone: tz,
  version: z
    .string()
    .trim()
    .max(64, "version is too long.")
    .optional()
    .describe("accepted, not used"),
  cur: curParam,
});

/** POST /get-recomended-courses, /get-faq-courses, /get-teacher-bio, /get-course-unit-or-chapters. */
export const courseIdRequest = z.object({ course_id: courseIdParam, ...viewer });

// ── Responses ─────────────────────────────────────────────────────────────────────────────────────

const price = {
  price: z.number().describe("from-price of one class in major units (499, 12.5)"),
  price_text: z.string().describe("formatted, e.g. ₹499 or $12.50"),
  currency: z.enum(CURRENCIES),
};

export const legacyCourse = z.object({
  id: z.number().int(),
  encoded_id: z.string().describe("base64 id, as in /st/book-demo/{id}"),
  course_name: z.string(),
  slug: z.string(),
  short_description: z.string(),
  course_type: z.enum(COURSE_TYPES),
  level: z.string().describe("beginner, intermediate or advanced"),
  age_min: z.number().int(),
  age_max: z.number().int().describe("99: no upper limit"),
  popularity: z.number().int().describe("higher is more popular"),
  stream_id: z.number().int(),
  stream_name: z.string(),
  stream_slug: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  ...price,
  url: z.string().describe("absolute course page URL"),
});

const streamOf = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string() })
  .nullable()
  .describe("the stream filtered on, null for every stream");

export const loadCoursesResponse = z.object({
  status: z.literal("success"),
  currency: z.enum(CURRENCIES),
  stream: streamOf,
  type: z.enum(TYPE_FILTERS),
  age: z
    .number()
    .int()
    .nullable()
    .describe("the age applied (given, or remembered); null: any age"),
  total: z.number().int(),
  courses: z.array(legacyCourse).describe("in stream order, most popular first"),
});

export const loadPopularCoursesResponse = z.object({
  status: z.literal("success"),
  currency: z.enum(CURRENCIES),
  stream: streamOf,
  courses: z.array(legacyCourse).describe("most popular first, at most 6"),
});

export const popularCoursesResponse = z.object({
  status: z.literal("success"),
  version: z
    .string()
    .describe("fingerprint of the catalog and currency; send it back as ?version="),
  changed: z.boolean().describe("false when ?version= matched: courses is then empty"),
  currency: z.enum(CURRENCIES),
  courses: z.array(legacyCourse).describe("most popular first, at most 6"),
});

export const trailerVideoResponse = z.object({
  status: z.literal("success"),
  custVids: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      video_url: z.string(),
      thumbnail_url: z.string().nullable(),
    }),
  ),
});

export const updateAgeSessionResponse = z.object({
  status: z.literal("success"),
  age: z.number().int().describe("remembered in the HttpOnly learner_age cookie for 30 days"),
});

export const onlineCoursesResponse = z.object({
  status: z.literal("success"),
  currency: z.enum(CURRENCIES),
  version: z.string().describe("the catalog's current version"),
  category: streamOf,
  type: z.enum(TYPE_FILTERS),
  data: z.object({
    current_page: z.number().int(),
    data: z.array(legacyCourse),
    per_page: z.literal(6),
    total: z.number().int(),
    last_page: z.number().int().describe("number of pages, 0 when nothing matched"),
    from: z
      .number()
      .int()
      .nullable()
      .describe("position of the page's first course; null when empty"),
    to: z.number().int().nullable().describe("position of the page's last course; null when empty"),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  }),
});

export const recommendedCoursesResponse = z.object({
  status: z.literal("success"),
  currency: z.enum(CURRENCIES),
  data: z
    .array(legacyCourse)
    .describe("same stream, not the course itself, most popular first, at most 6"),
});

export const faqCoursesResponse = z.object({
  status: z.literal("success"),
  data: z
    .array(
      z.object({
        id: z.number().int(),
        question: z.string(),
        answer: z.string(),
        is_general: z.boolean().describe("true: a general FAQ shown on every course"),
      }),
    )
    .describe("the course's FAQs, then the general ones"),
});

export const teacherBioResponse = z.object({
  status: z.literal("success"),
  currency: z.enum(CURRENCIES),
  data: z
    .array(
      z.object({
        id: z.number().int(),
        encoded_id: z.string(),
        name: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        headline: z.string(),
        bio: z.string(),
        experience: z.number().int().describe("years of teaching"),
        rating: z.number().describe("mean rating 1 to 5, 0 when none"),
        rating_count: z.number().int(),
        ...price,
        avatar: z.string().nullable(),
        profile_url: z.string().describe("absolute shareable profile URL"),
      }),
    )
    .describe("active teachers of the course's subject, best rated first, at most 6"),
});

const unitItems = z.array(z.object({ title: z.string(), body: z.string() }));

export const courseUnitsResponse = z.object({
  status: z.literal("success"),
  data: z.object({
    courseUnitWhyUs: unitItems,
    courseUnitTrialPack: unitItems,
    courseUnitHowItWorks: unitItems,
    courseUnitQuiz: unitItems.describe("self-check questions: title the question, body a hint"),
    courseReview: unitItems.describe("title: who wrote it; body: the review"),
    courseBasicsDesc: unitItems,
    quizResultPositive: unitItems,
    quizResultNegative: unitItems,
  }),
});
