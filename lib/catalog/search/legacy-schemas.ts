import { z } from "zod";
import { parseId } from "@/lib/fields/id";
import { formatMoney } from "@/lib/money/format";
import { searchFiltersSchema } from "./filters";
import { REACTIONS } from "./reactions";
import type { SearchResult, SearchTeacher } from "./search-teachers";
import { MAX_DB_ID } from "@/lib/ids";

// Request and response schemas of the spec 1 search calls (section 7). Legacy clients send
// parameters in the query string (as the spec lists them) or in a JSON, urlencoded or multipart
// body; numbers may arrive as numbers or strings, blank values mean "not given".

/** One raw value: the last of a repeated parameter, numbers as text, trimmed, blank = absent. */
function text(value: unknown): unknown {
  const v = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof v === "number") return String(v);
  if (typeof v !== "string") return v ?? undefined;
  return v.trim() === "" ? undefined : v.trim();
}

/** Query string and body as loose records; the handler merges them (body wins) and validates. */
export const looseParams = z.record(z.string(), z.unknown());

/** POST /loadDashboardData: every filter (query parameters, or the same names in the body). */
export const loadDashboardDataRequest = searchFiltersSchema;

const legacyTeacher = z.object({
  id: z.number().int().describe("teacher (user) id"),
  user_id: z.number().int().describe("the same id, under the name setLikeDislike takes"),
  encoded_id: z.string().describe("base64 id of the shareable profile URL"),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable().describe("addition: photo address, null without a photo"),
  primary_subjects: z.string().describe("comma-separated subject names (one primary subject)"),
  secondary_subjects: z.string().describe("comma-separated subject names, may be empty"),
  stream_id: z.number().int(),
  stream_name: z.string(),
  headline: z.string(),
  experience: z.number().int().describe("years of teaching"),
  languages: z.array(z.string()),
  rating: z.number().describe("mean rating 1 to 5, 0 when none"),
  rating_count: z.number().int(),
  price: z.number().describe("one class, in major units of currency (e.g. 499 or 12.5)"),
  price_minor: z.number().int().describe("the same in minor units (paise, cents)"),
  price_label: z.string().describe("formatted, e.g. ₹499 or $12.50"),
  currency: z.enum(["INR", "USD"]),
  following: z.boolean().describe("the caller follows this teacher (false when anonymous)"),
  like_status: z.boolean().describe("the caller likes this teacher (false when anonymous)"),
  profile_url: z.string().describe("/teacher-profile/{base64 id}"),
});

export const loadDashboardDataResponse = z.object({
  status: z.literal("success"),
  data: z.array(legacyTeacher),
  total: z.number().int().describe("teachers matching every filter"),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int().describe("addition: number of pages (0 when nothing matched)"),
  currency: z.enum(["INR", "USD"]).describe("addition: currency of every price"),
  sort: z.string().describe("addition: the sort applied"),
});

export function toLegacyTeacher(t: SearchTeacher, currency: SearchResult["currency"]) {
  return {
    id: t.id,
    user_id: t.id,
    encoded_id: t.profilePath.slice("/teacher-profile/".length),
    first_name: t.firstName,
    last_name: t.lastName,
    avatar: t.avatarSrc,
    primary_subjects: t.primarySubjects.join(", "),
    secondary_subjects: t.secondarySubjects.join(", "),
    stream_id: t.streamId,
    stream_name: t.stream,
    headline: t.headline,
    experience: t.experienceYears,
    languages: t.languages,
    rating: t.rating,
    rating_count: t.ratingCount,
    price: t.priceMinor / 100,
    price_minor: t.priceMinor,
    price_label: formatMoney(t.priceMinor, currency),
    currency,
    following: t.following,
    like_status: t.liked,
    profile_url: t.profilePath,
  } satisfies z.infer<typeof legacyTeacher>;
}

export function toLoadDashboardDataResponse(result: SearchResult) {
  return {
    status: "success" as const,
    data: result.teachers.map((t) => toLegacyTeacher(t, result.currency)),
    total: result.total,
    page: result.page,
    per_page: result.perPage,
    last_page: result.pageCount,
    currency: result.currency,
    sort: result.sort,
  } satisfies z.infer<typeof loadDashboardDataResponse>;
}

const STREAM_ID_MESSAGE = "streamId must be a stream id (a whole number).";

/** GET /em/getAllSubjectByStream?streamId */
export const subjectsByStreamRequest = z.object({
  streamId: z
    .preprocess(
      text,
      z
        .string({ error: STREAM_ID_MESSAGE })
        .regex(/^[1-9]\d{0,9}$/, STREAM_ID_MESSAGE)
        .transform(Number)
        .refine((n) => n <= MAX_DB_ID, STREAM_ID_MESSAGE),
    )
    .describe("stream id"),
});

export const subjectsByStreamResponse = z.object({
  status: z.literal("success"),
  subjects: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});

const SUBJECT_NAME_REQUIRED = "subject_name is required.";
const SUBJECT_NAME_TOO_LONG = "subject_name must be at most 120 characters.";

/** POST /saveStudentsInterest?subject_name (or subject_name in the body). */
export const saveStudentsInterestRequest = z.object({
  subject_name: z
    .preprocess(
      text,
      z
        .string({ error: SUBJECT_NAME_REQUIRED })
        .min(1, SUBJECT_NAME_REQUIRED)
        .max(120, SUBJECT_NAME_TOO_LONG)
        .transform((s) => s.replace(/\s+/g, " ")),
    )
    .describe("the subject asked for, 1 to 120 characters"),
});

export const saveStudentsInterestResponse = z.object({ status: z.literal("success") });

const TEACHER_ID_MESSAGE = "user_id must be a teacher id (a whole number or its base64 form).";
const STATUS_MESSAGE = `status must be one of ${REACTIONS.join(", ")}.`;

/** A teacher id as a plain number or in the base64 form of profile URLs (lib/fields' id rule). */
export function parseTeacherId(value: string): number | null {
  return parseId(value);
}

/** POST /setLikeDislike?user_id&status (or the same names in the body). */
export const setLikeDislikeRequest = z.object({
  user_id: z
    .preprocess(
      text,
      z.string({ error: TEACHER_ID_MESSAGE }).transform((value, ctx) => {
        const id = parseTeacherId(value);
        if (id === null) {
          ctx.addIssue({ code: "custom", message: TEACHER_ID_MESSAGE });
          return z.NEVER;
        }
        return id;
      }),
    )
    .describe("the TEACHER's id, plain (12) or base64 (MTI=)"),
  status: z
    .preprocess(
      (v) => (typeof text(v) === "string" ? (text(v) as string).toLowerCase() : text(v)),
      z.enum(REACTIONS, { error: STATUS_MESSAGE }),
    )
    .describe("like, dislike (un-like), follow or unfollow"),
});

export const setLikeDislikeResponse = z.object({
  status: z.literal("success"),
  like_status: z.boolean().describe("the caller now likes the teacher"),
  following: z.boolean().describe("the caller now follows the teacher"),
});
