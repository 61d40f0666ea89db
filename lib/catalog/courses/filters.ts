import { z } from "zod";

/**
 * The filters of the course lists, shared by the pages (/courses, /courses/all: their URL) and the
 * legacy calls (load_courses, get-all-online-courses: their body). Values arrive as strings, or as
 * numbers in a JSON body; a blank value means "not given", as the legacy client sent every field.
 */

export const COURSE_TYPES = ["group", "individual"] as const;
export const TYPE_FILTERS = ["all", ...COURSE_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export const MIN_AGE = 3;
export const MAX_AGE = 99;
export const MAX_PAGE = 1000;

export const COURSE_MESSAGES = {
  age: `age must be a whole number from ${MIN_AGE} to ${MAX_AGE}.`,
  ageRequired: "age is required.",
  type: "type must be group, individual or all.",
  stream_id: "stream_id must be a stream id or slug, such as 1 or music.",
  stream: "stream must be a stream id or slug, such as 1 or music.",
  category: "category must be a stream id or slug, such as 1 or music.",
  page: `page must be a whole number from 1 to ${MAX_PAGE}.`,
  course_id: "course_id must be a course id, plain (12) or base64 (MTI=).",
  courseIdRequired: "course_id is required.",
} as const;

/** A stream named by its id or its slug. */
export type StreamRef = { id: number } | { slug: string };

/** Trimmed text; blank text and null are "not given". */
export function given(value: unknown): unknown {
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  return value ?? undefined;
}

const INT = /^[0-9]{1,10}$/;

/** What a legacy client may send for one field: a number, text, or null (all blank-able). */
const raw = (message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).optional();

/** A whole number from min to max, sent as a number or as digits; blank is "not given". */
export function wholeNumber(message: string, min: number, max: number) {
  return raw(message)
    .transform((value, ctx) => {
      const v = given(value);
      if (v === undefined || typeof v === "number") return v;
      if (typeof v === "string" && INT.test(v)) return Number(v);
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .pipe(z.number().int(message).min(min, message).max(max, message).optional());
}

/** The same, required: `required` is the message when it is missing or blank. */
export function requiredWholeNumber(message: string, min: number, max: number, required: string) {
  return wholeNumber(message, min, max)
    .refine((v) => v !== undefined, required)
    .transform(Number);
}

export const ageParam = wholeNumber(COURSE_MESSAGES.age, MIN_AGE, MAX_AGE).describe(
  `the learner's age, ${MIN_AGE} to ${MAX_AGE}; courses whose age range includes it`,
);

export const pageParam = wholeNumber(COURSE_MESSAGES.page, 1, MAX_PAGE).describe(
  "page number, 1 first",
);

export const typeParam = raw(COURSE_MESSAGES.type)
  .transform((value) => {
    const v = given(value);
    return typeof v === "string" ? v.toLowerCase() : v;
  })
  .pipe(z.enum(TYPE_FILTERS, { error: COURSE_MESSAGES.type }).optional())
  .describe("group, individual or all, any case (default all)");

/** A stream id (1) or slug (music); 0, "all" or blank mean every stream. */
export function streamRefParam(message: string) {
  return raw(message).transform((value, ctx): StreamRef | undefined => {
    const ref = toStreamRef(value ?? undefined);
    if (ref === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return ref;
  });
}

/** undefined for "every stream", null for a value that names no stream. */
export function toStreamRef(value: string | number | undefined): StreamRef | undefined | null {
  if (value === undefined) return undefined;
  const text = String(value).trim().toLowerCase();
  if (text === "" || text === "0" || text === "all") return undefined;
  if (INT.test(text)) return Number(text) <= 2_147_483_647 ? { id: Number(text) } : null;
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text) && text.length <= 80 ? { slug: text } : null;
}

type Params = Record<string, string | string[] | undefined>;

/** The last value of a repeated URL parameter. */
const last = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);

/**
 * Parses each field of a page's URL on its own: a bad value gives a message for that field and is
 * left out, so the rest of the filters still apply (pages never answer 400).
 */
export function parseLeniently<S extends Record<string, z.ZodType>>(
  shape: S,
  params: Params,
): { values: { [K in keyof S]?: z.output<S[K]> }; errors: Partial<Record<keyof S, string>> } {
  const values: { [K in keyof S]?: z.output<S[K]> } = {};
  const errors: Partial<Record<keyof S, string>> = {};
  for (const key of Object.keys(shape) as (keyof S & string)[]) {
    const result = shape[key]!.safeParse(last(params[key]));
    if (result.success) values[key] = result.data as z.output<S[typeof key]>;
    else errors[key] = result.error.issues[0]?.message ?? "Invalid value.";
  }
  return { values, errors };
}

/** The filters of /courses: age, type and stream. */
export const coursesPageShape = {
  age: ageParam,
  type: typeParam,
  stream: streamRefParam(COURSE_MESSAGES.stream),
};

/** The filters of /courses/all: page, category and type. */
export const onlineCoursesPageShape = {
  page: pageParam,
  category: streamRefParam(COURSE_MESSAGES.category),
  type: typeParam,
};

/** "Ages 7–14" or "Ages 12+" for a course's age range. */
export function ageRangeLabel(min: number, max: number): string {
  return max >= MAX_AGE ? `Ages ${min}+` : `Ages ${min}–${max}`;
}
