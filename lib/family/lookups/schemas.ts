import { z } from "zod";

/** Spec 3 §7 lookups for the profile form: countries, states and IANA time zones. */
export const getAllCountriesQuery = z.object({}).loose();

export const getAllCountriesResponse = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      iso2: z.string(),
      country_code: z.string(),
    }),
  ),
});

/** `?country=IN` (ISO 3166 alpha-2; any case) narrows the list; without it every state comes. */
export const getAllStatesQuery = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Please give a two-letter country code, e.g. IN.")
    .transform((c) => c.toUpperCase())
    .optional(),
});

export const getAllStatesResponse = z.object({
  status: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), name: z.string(), country: z.string() })),
});

const zoneRow = z.object({
  /** The IANA name (the value a form posts). */
  zone: z.string(),
  /** Minutes ahead of UTC now (330 for Asia/Kolkata). */
  offset_minutes: z.number().int(),
  /** "UTC+05:30". */
  offset: z.string(),
  /** What a picker shows: "(UTC+05:30) Asia/Kolkata (IST)". */
  label: z.string(),
});

export const getAllTimezonesResponse = z.object({
  status: z.literal(true),
  data: z.array(zoneRow),
});

export const getAllTimezonesByRegionResponse = z.object({
  status: z.literal(true),
  data: z.array(z.object({ region: z.string(), zones: z.array(zoneRow) })),
});

export type TimeZoneRow = z.infer<typeof zoneRow>;
