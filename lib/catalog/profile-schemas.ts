import { z } from "zod";
import { CURRENCIES } from "../money/currency";
import { curParam } from "../money/schemas";

const priced = {
  price: z.number().describe("price of one class in major units of currency (499, 12.5)"),
  price_text: z.string().describe("the price formatted for display, e.g. ₹499 or $12.50"),
  currency: z.enum(CURRENCIES),
};

/** POST /em/loadTeacherProfileData. */
export const loadTeacherProfileRequest = z.object({
  teacher_id: z
    .union([z.string(), z.number()], { error: "teacher_id is required." })
    .describe("the teacher's id, plain (12) or base64 as in the profile URL (MTI=)"),
  cur: curParam,
  tz: z.string().optional().describe("IANA time zone of the viewer; else the tz cookie"),
});

export const loadTeacherProfileResponse = z.object({
  status: z.literal("success"),
  data: z.object({
    id: z.number().int(),
    encoded_id: z.string().describe("base64 id used in /teacher-profile/{id}"),
    first_name: z.string(),
    last_name: z.string(),
    headline: z.string(),
    bio: z.string(),
    experience: z.number().int().describe("years of teaching"),
    languages: z.array(z.string()),
    primary_subjects: z.array(z.string()),
    secondary_subjects: z.array(z.string()),
    stream_name: z.string(),
    rating: z.number().describe("mean rating 0 to 5 (0: no ratings yet)"),
    rating_count: z.number().int(),
    ...priced,
    avatar: z.string().nullable().describe("site-relative photo address, null when none"),
    profile_url: z.string().describe("absolute shareable profile URL"),
  }),
});

/** GET /loadHomepageData?cur&tz. */
export const loadHomepageQuery = z.object({
  cur: curParam,
  tz: z.string().optional().describe("IANA time zone of the viewer; else the tz cookie"),
});

export const loadHomepageResponse = z.object({
  status: z.literal("success"),
  currency: z.enum(CURRENCIES),
  data: z.object({
    stats: z.object({
      teachers: z.number().int().describe("active teachers"),
      average_rating: z.number().describe("mean rating weighted by number of ratings"),
    }),
    featured_teachers: z.array(
      z.object({
        id: z.number().int(),
        encoded_id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        headline: z.string(),
        primary_subject: z.string().nullable(),
        stream_name: z.string(),
        experience: z.number().int(),
        languages: z.array(z.string()),
        rating: z.number(),
        rating_count: z.number().int(),
        ...priced,
        avatar: z.string().nullable(),
        profile_url: z.string(),
      }),
    ),
    popular_courses: z.array(
      z.object({
        id: z.number().int(),
        course_name: z.string(),
        slug: z.string(),
        short_description: z.string(),
        course_type: z.enum(["group", "individual"]),
        age_min: z.number().int(),
        age_max: z.number().int(),
        stream_name: z.string(),
        stream_slug: z.string(),
        ...priced,
        url: z.string().describe("absolute course page URL"),
      }),
    ),
    testimonials: z.array(
      z.object({
        id: z.number().int(),
        author_name: z.string(),
        author_context: z.string(),
        body: z.string(),
        rating: z.number().int(),
        course_name: z.string().nullable(),
      }),
    ),
    streams: z.array(
      z.object({
        id: z.number().int(),
        stream_name: z.string(),
        slug: z.string(),
        description: z.string(),
        teacher_count: z.number().int(),
      }),
    ),
  }),
});
