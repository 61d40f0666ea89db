import { z } from "zod";
import { MAX_PAGE, wholeNumber } from "@/lib/catalog/courses/filters";

// Request and response schemas of the content calls (spec 2 §7, spec 3 §7). Browser-safe.

/** A category: its slug (music-practice) or id; blank or "all": every category. */
const categoryParam = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => {
    const s = v === null || v === undefined ? "" : String(v).trim().toLowerCase();
    return s === "" || s === "all" || s === "0" ? undefined : s.slice(0, 80);
  });

/** GET /api/get-blog-data?type and /api/get-blog-data-new?type. */
export const blogDataQuery = z.object({
  type: categoryParam.describe("a blog category slug or id; blank or all: every category"),
});

export const blogItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string().describe("the text cut at the first space after 200 characters, '...'"),
  category: z.string().describe("the category slug"),
  category_name: z.string(),
  author: z.string(),
  image: z.string().nullable().describe("absolute cover image URL"),
  url: z.string().describe("absolute URL of the blog page"),
  created_at: z.string().describe("ISO instant it was published"),
});

export const blogDataResponse = z.object({
  status: z.boolean(),
  responseCode: z.union([z.literal(200), z.literal(201)]).describe("201: 'No blog found!!'"),
  message: z.string(),
  data: z.object({
    title: z.string().describe("the category's name, or 'Blog' for every category"),
    blogdata: z.array(blogItem),
    topblog: blogItem
      .extend({ top_text: z.string().describe("cut at the first space after 700 characters") })
      .nullable()
      .optional()
      .describe("get-blog-data-new only: the newest blog with its longer text"),
    categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
  }),
});

/** GET /get-all-tutorials?page=N&type={category}. */
export const tutorialsQuery = z.object({
  page: wholeNumber(`page must be a whole number from 1 to ${MAX_PAGE}.`, 1, MAX_PAGE).describe(
    "page number, 1 first (default 1)",
  ),
  type: categoryParam.describe("a category slug or id; blank or all: every category"),
});

export const tutorialItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  category_name: z.string(),
  video_url: z.string().nullable().describe("null when none is stored or it cannot play"),
  thumbnail_url: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  duration: z.string().nullable().describe("m:ss"),
  created_at: z.string(),
});

export const tutorialsResponse = z.object({
  status: z.boolean(),
  responseCode: z.union([z.literal(200), z.literal(201)]).describe("201: nothing on this page"),
  message: z.string(),
  type: z.string().nullable(),
  data: z.object({
    current_page: z.number().int(),
    data: z.array(tutorialItem),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  }),
});

/** GET /get-events[?tz]. */
export const eventsQuery = z.object({
  tz: z.string().max(64).optional().describe("the viewer's IANA zone (default: the tz cookie)"),
});

export const eventItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  when: z.string().describe('in the viewer\'s zone: "Saturday, 5th Dec at 05:00 PM (IST)"'),
  ends: z.string().describe("end time in the viewer's zone"),
  location: z.string().nullable(),
  online_url: z.string().nullable(),
  is_past: z.boolean(),
});

export const eventsResponse = z.object({
  status: z.boolean(),
  responseCode: z.union([z.literal(200), z.literal(201)]).describe("201: no events at all"),
  message: z.string(),
  data: z.object({ upcoming: z.array(eventItem), past: z.array(eventItem) }),
});

export type BlogItem = z.infer<typeof blogItem>;
export type TutorialItem = z.infer<typeof tutorialItem>;
export type EventItem = z.infer<typeof eventItem>;
