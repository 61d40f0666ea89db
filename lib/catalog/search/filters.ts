import { z } from "zod";
import type { Currency } from "@/lib/money/currency";

/**
 * The filters of a teacher search, shared by the search page (its URL) and the legacy call
 * `POST /loadDashboardData` (query parameters or body): text, rating, price, experience, filter
 * (the sort), following, level, time, lang, class, cur and page, plus subject (set by the
 * search-result route). Values arrive as strings (or numbers and booleans in a JSON body); an empty
 * value means "no filter", as the legacy client sent every parameter, empty or not.
 */

export const SEARCH_PAGE_SIZE = 12;
export const MAX_SEARCH_PAGE = 1000;

export const SORTS = [
  "relevance",
  "rating",
  "price_asc",
  "price_desc",
  "experience",
  "next_free",
] as const;
export type SearchSort = (typeof SORTS)[number];
export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type SearchLevel = (typeof LEVELS)[number];
export const TIMES = ["morning", "afternoon", "evening"] as const;
export type SearchTime = (typeof TIMES)[number];
export const CURRENCIES = ["INR", "USD"] as const;
/** Days of the viewer's week, Sunday first (index = weekday number). */
export const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type SearchDay = (typeof DAYS)[number];
/** Learner ages the `age` filter takes (a course's own range holds 0 to 99). */
export const SEARCH_AGE = { min: 3, max: 99 } as const;

export const SEARCH_MESSAGES = {
  text: "text must be at most 100 characters.",
  rating: "rating must be a number from 0 to 5, such as 4 or 4.5.",
  price:
    "price must be a range in rupees or dollars: 500-1000, 500+ (at least 500) or -1000 (at most 1000).",
  experience: "experience must be years of experience: 5 (at least 5), 5+ or a range such as 2-5.",
  filter: `filter must be one of ${SORTS.join(", ")}.`,
  following: "following must be true or false (1 or 0).",
  level: `level must be one of ${LEVELS.join(", ")}.`,
  time: `time must be one of ${TIMES.join(", ")}.`,
  day: `day must be one of ${DAYS.join(", ")}.`,
  age: `age must be the learner's age in whole years, from ${SEARCH_AGE.min} to ${SEARCH_AGE.max}.`,
  trial: "trial must be true or false (1 or 0).",
  lang: "lang must be one or more language names separated by commas, such as Hindi or English,Tamil.",
  class: "class must be a stream id or slug, such as 2 or music.",
  subject: "subject must be a subject id or slug, such as 7 or guitar.",
  cur: "cur must be INR or USD.",
  page: `page must be a whole number from 1 to ${MAX_SEARCH_PAGE}.`,
} as const;

export type Range = { min?: number; max?: number };
/** A stream or subject named by its id or its slug. */
export type IdOrSlug = { id: number } | { slug: string };

export interface SearchFilters {
  text?: string;
  /** Minimum rating, 0 to 5. */
  rating?: number;
  /** Price of one class in major units (rupees or dollars) of the search's currency. */
  price?: Range;
  /** Years of experience. */
  experience?: Range;
  /** The sort; absent: relevance when there is text, otherwise best rated first. */
  filter?: SearchSort;
  /** Only teachers the caller (a student) follows. */
  following: boolean;
  level?: SearchLevel;
  time?: SearchTime;
  /** A day of the viewer's week (with `time`: that part of that day). */
  day?: SearchDay;
  /** The learner's age: teachers of a subject with a published course for that age. */
  age?: number;
  /** Only teachers who offer free demo (trial) classes (an active weekly demo slot). */
  trial: boolean;
  /** Any of these languages. */
  lang?: string[];
  /** The stream (the legacy name is class). */
  class?: IdOrSlug;
  subject?: IdOrSlug;
  cur?: Currency;
  page: number;
}

/** One raw value: a repeated parameter counts once (the last), numbers become text, blank is absent. */
function single(value: unknown): unknown {
  const v = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (typeof v !== "string") return v ?? undefined;
  const trimmed = v.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** A field that is absent, or text turned into a value by `parse` (null: refused with `message`). */
function field<T>(message: string, parse: (text: string) => T | null) {
  return z.preprocess(
    single,
    z
      .string({ error: message })
      .transform((text, ctx) => {
        const value = parse(text);
        if (value === null) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return value;
      })
      .optional(),
  );
}

const NUMBER = /^\d{1,7}(\.\d{1,2})?$/;

function parseNumber(text: string): number | null {
  return NUMBER.test(text) ? Number(text) : null;
}

/** "500-1000", "500+", "500-" (at least), "-1000" (at most); a lone number per `lone`. */
export function parseRange(text: string, lone: "min" | "max" | "refuse"): Range | null {
  const compact = text.replace(/\s+/g, "");
  const plus = compact.match(/^([\d.]+)\+$/);
  if (plus) {
    const min = parseNumber(plus[1]!);
    return min === null ? null : { min };
  }
  const dash = compact.match(/^([\d.]*)(?:-|–|to)([\d.]*)$/);
  if (dash) {
    const min = dash[1] ? parseNumber(dash[1]) : undefined;
    const max = dash[2] ? parseNumber(dash[2]) : undefined;
    if (min === null || max === null || (min === undefined && max === undefined)) return null;
    if (min !== undefined && max !== undefined && min > max) return null;
    return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  const value = parseNumber(compact);
  if (value === null || lone === "refuse") return null;
  return lone === "min" ? { min: value } : { max: value };
}

const wholeRange = (max: number) => (range: Range | null) =>
  range && [range.min, range.max].every((v) => v === undefined || (Number.isInteger(v) && v <= max))
    ? range
    : null;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function parseIdOrSlug(text: string): IdOrSlug | null {
  if (/^\d+$/.test(text)) {
    return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647
      ? { id: Number(text) }
      : null;
  }
  const slug = text.toLowerCase();
  return SLUG.test(slug) && slug.length <= 80 ? { slug } : null;
}

const LANGUAGE = /^\p{L}[\p{L} '-]{0,39}$/u;

/** "hindi, english" -> ["Hindi", "English"]: languages are stored capitalised. */
function parseLanguages(text: string): string[] | null {
  const names = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0 || names.length > 5 || !names.every((n) => LANGUAGE.test(n))) return null;
  const capitalised = names.map((n) =>
    n
      .toLowerCase()
      .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase()),
  );
  return [...new Set(capitalised)];
}

const TRUE = new Set(["1", "true", "yes", "on"]);
const FALSE = new Set(["0", "false", "no", "off"]);

function oneOf<T extends string>(values: readonly T[], lowerCase = true) {
  return (text: string): T | null => {
    const v = lowerCase ? text.toLowerCase() : text.toUpperCase();
    return (values as readonly string[]).includes(v) ? (v as T) : null;
  };
}

export const searchFiltersSchema = z.object({
  text: z
    .preprocess(
      single,
      z
        .string({ error: SEARCH_MESSAGES.text })
        .max(100, SEARCH_MESSAGES.text)
        .transform((t) => t.replace(/\s+/g, " "))
        .optional(),
    )
    .describe("words: subject, name, stream, language; typos are forgiven"),
  rating: field(SEARCH_MESSAGES.rating, (t) => {
    const n = parseNumber(t.replace(/\+$/, ""));
    return n !== null && n <= 5 ? n : null;
  }).describe("minimum rating, 0 to 5 (4, 4.5 or 4+)"),
  price: field(SEARCH_MESSAGES.price, (t) => parseRange(t, "refuse")).describe(
    "price of one class in major units of cur: 500-1000, 500+ or -1000",
  ),
  experience: field(SEARCH_MESSAGES.experience, (t) =>
    wholeRange(70)(parseRange(t, "min")),
  ).describe("years: 5 (at least), 5+ or 2-5"),
  filter: field(SEARCH_MESSAGES.filter, oneOf(SORTS)).describe(
    `sort: ${SORTS.join(", ")}; default relevance with text, else rating`,
  ),
  following: field(SEARCH_MESSAGES.following, (t) => {
    const v = t.toLowerCase();
    return TRUE.has(v) ? true : FALSE.has(v) ? false : null;
  })
    .transform((v) => v ?? false)
    .describe("1 or true: only teachers the caller follows (student session; 401 without)"),
  level: field(SEARCH_MESSAGES.level, oneOf(LEVELS)).describe(
    `${LEVELS.join(", ")}: teachers of subjects with a published course at that level`,
  ),
  time: field(SEARCH_MESSAGES.time, oneOf(TIMES)).describe(
    `${TIMES.join(", ")}: teachers with an active weekly slot starting in that part of the viewer's day (05–12, 12–17, 17–22) in the coming week`,
  ),
  day: field(SEARCH_MESSAGES.day, oneOf(DAYS)).describe(
    `${DAYS.join(", ")}: teachers with an active weekly slot starting on that day of the viewer's coming week (with time: in that part of it)`,
  ),
  age: field(SEARCH_MESSAGES.age, (t) => {
    const n = /^\d{1,2}$/.test(t) ? Number(t) : NaN;
    return n >= SEARCH_AGE.min && n <= SEARCH_AGE.max ? n : null;
  }).describe("the learner's age: teachers of a subject with a published course for that age"),
  trial: field(SEARCH_MESSAGES.trial, (t) => {
    const v = t.toLowerCase();
    return TRUE.has(v) ? true : FALSE.has(v) ? false : null;
  })
    .transform((v) => v ?? false)
    .describe(
      "1 or true: only teachers who offer free demo (trial) classes: an active weekly demo slot",
    ),
  lang: z
    .preprocess(
      (v) => (Array.isArray(v) ? v.join(",") : v),
      field(SEARCH_MESSAGES.lang, parseLanguages),
    )
    .describe("language, or several separated by commas (any of them)"),
  class: field(SEARCH_MESSAGES.class, parseIdOrSlug).describe("stream id or slug"),
  subject: field(SEARCH_MESSAGES.subject, parseIdOrSlug).describe(
    "subject id or slug (addition: the search-result route sets it)",
  ),
  cur: field(SEARCH_MESSAGES.cur, oneOf(CURRENCIES, false)).describe(
    "INR or USD; default: INR for the Asia/Kolkata (Calcutta) zone of the tz cookie, else USD",
  ),
  page: field(SEARCH_MESSAGES.page, (t) => {
    const n = /^\d{1,4}$/.test(t) ? Number(t) : NaN;
    return n >= 1 && n <= MAX_SEARCH_PAGE ? n : null;
  })
    .transform((v) => v ?? 1)
    .describe(`1-based page of ${SEARCH_PAGE_SIZE} teachers`),
}) satisfies z.ZodType<SearchFilters, unknown>;

export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;

/** The sort a search uses: the one asked for, else relevance for words and best rated otherwise. */
export function effectiveSort(filters: Pick<SearchFilters, "filter" | "text">): SearchSort {
  return filters.filter ?? (filters.text ? "relevance" : "rating");
}

/** The currency of a search: `cur` when given, otherwise the viewer's (from their time zone). */
export function searchCurrency(filters: Pick<SearchFilters, "cur">, viewer: Currency): Currency {
  return filters.cur ?? viewer;
}

export function formatRange(range: Range): string {
  if (range.min !== undefined && range.max !== undefined) return `${range.min}-${range.max}`;
  if (range.min !== undefined) return `${range.min}+`;
  return `-${range.max}`;
}

const idOrSlugText = (v: IdOrSlug) => ("id" in v ? String(v.id) : v.slug);

/**
 * The filters as URL parameters in a fixed order, leaving out defaults and empty values: the
 * canonical form of a search URL (shareable, indexable). `omit` drops keys (e.g. page, subject).
 */
export function filtersToParams(
  filters: SearchFilters,
  omit: readonly (keyof SearchFilters)[] = [],
): URLSearchParams {
  const entries: [keyof SearchFilters, string | undefined][] = [
    ["text", filters.text || undefined],
    ["subject", filters.subject && idOrSlugText(filters.subject)],
    ["class", filters.class && idOrSlugText(filters.class)],
    ["rating", filters.rating !== undefined ? String(filters.rating) : undefined],
    ["price", filters.price && formatRange(filters.price)],
    ["experience", filters.experience && formatRange(filters.experience)],
    ["lang", filters.lang?.join(",")],
    ["level", filters.level],
    ["time", filters.time],
    ["day", filters.day],
    ["age", filters.age !== undefined ? String(filters.age) : undefined],
    ["trial", filters.trial ? "1" : undefined],
    ["following", filters.following ? "1" : undefined],
    ["filter", filters.filter],
    ["cur", filters.cur],
    ["page", filters.page > 1 ? String(filters.page) : undefined],
  ];
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value !== undefined && !omit.includes(key)) params.set(key, value);
  }
  return params;
}
