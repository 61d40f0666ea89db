import { z } from "zod";

/** GET /api/get-courses-list?version: the version the client already holds, if any. */
export const coursesListQuery = z.object({
  version: z.string().trim().max(64, "version is too long.").optional(),
});

export const countryListResponse = z.object({
  status: z.literal("success"),
  country_code: z.string().describe("dial code of the visitor's country, e.g. +91"),
  region: z.string().describe("ISO 3166-1 alpha-2 code of the visitor's country"),
  offer_percentage: z.number().int().describe("regional offer for the visitor, whole percent"),
  countries: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      iso2: z.string(),
      country_code: z.string(),
      region: z.string(),
      currency: z.string(),
      offer_percentage: z.number().int(),
    }),
  ),
});

export const coursesListResponse = z.object({
  status: z.literal("success"),
  version: z.string().describe("fingerprint of the catalog; send it back as ?version="),
  changed: z.boolean().describe("false when ?version= matched: courses is then empty"),
  courses: z.array(
    z.object({
      id: z.number().int(),
      course_name: z.string(),
      slug: z.string(),
      course_type: z.enum(["group", "individual"]),
      age_min: z.number().int(),
      age_max: z.number().int(),
      short_description: z.string(),
      stream_id: z.number().int(),
      stream_name: z.string(),
      subject_id: z.number().int(),
      subject_name: z.string(),
      url: z.string(),
    }),
  ),
});
