import { z } from "zod";
import { courseIdParam } from "../catalog/courses/legacy-schemas";
import { CURRENCIES } from "../money/currency";
import { curParam } from "../money/schemas";

// Request and response schemas of the pack, package, offer and promo calls (spec 1 and 3, §7).
// Bodies may be JSON, urlencoded or multipart; numbers may arrive as numbers or strings; blank
// values mean "not given". Amounts in answers are major units (499.5) of `currency`.

/** An optional whole number from a number or digit string; blank is "not given". */
const optionalWhole = (name: string, min = 1, max = 2_147_483_647) =>
  z
    .union([z.number(), z.string().trim()])
    .optional()
    .nullable()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === "") return undefined;
      const n = typeof v === "number" ? v : /^-?[0-9]+$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number.` });
        return z.NEVER;
      }
      return n;
    });

const tz = z
  .string()
  .trim()
  .max(64)
  .optional()
  .describe("IANA time zone of the viewer (INR in Asia/Kolkata, else USD); else the tz cookie");

const viewer = { cur: curParam, tz, timezone: tz };

/** GET /getPackId. */
export const getPackIdQuery = z.object({
  subject_code: z.string().trim().max(16).optional().describe("the subject's code, e.g. GTR"),
  subject_level: optionalWhole("subject_level", 1, 999).describe("level (default 17)"),
  teacher_id: optionalWhole("teacher_id").describe("the teacher's own pack first, if any"),
  id: optionalWhole("id").describe("a pack id: that pack (in the asked currency)"),
  total_classes: optionalWhole("total_classes", 1, 500).describe("class count"),
  international: z
    .enum(["0", "1", "true", "false", ""])
    .optional()
    .transform((v) => v === "1" || v === "true")
    .describe("1: the USD pack; otherwise the INR pack"),
});

export const getPackIdResponse = z.object({
  id: z.number().describe("pack id"),
  final_rate: z
    .number()
    .describe("price plus GST (INR only) in major units of the pack currency, before any promo"),
  currency: z.enum(CURRENCIES),
  total_classes: z.number(),
});

/** POST /api/applyPromocode (session required; userId must be the caller). */
export const applyPromocodeRequest = z.object({
  promocode: z
    .string({ error: "Please enter a promocode." })
    .trim()
    .min(1, "Please enter a promocode.")
    .max(40),
  userId: optionalWhole("userId").describe("the caller's user id (must match the session)"),
  pack_id: optionalWhole("pack_id").describe(
    "the chosen pack: scope is checked and amounts computed",
  ),
});

export const applyPromocodeResponse = z.object({
  data: z.object({
    status: z.boolean().describe("true when the code applies"),
    regFee: z
      .number()
      .describe(
        "with pack_id: the amount to pay after the discount, GST included (major units of the pack currency); without: 0",
      ),
    percent: z.number().describe("the percent for coupon_type 1, else 0"),
    coupon_id: z.number().nullable(),
    coupon_type: z.number().nullable().describe("1 = percent, otherwise flat"),
    discount: z
      .number()
      .describe(
        "with pack_id: the discount in major units of the pack currency; without: the percent or the flat INR amount",
      ),
    gst: z.number().describe("GST after the discount (pack currency; 0 without pack_id)"),
    currency: z.enum(CURRENCIES).nullable(),
    message: z.string().describe('"Invalid Promocode: <reason>" when status is false'),
  }),
});

/** POST /get-course-packages, /get-course-packages-all, /get-trail-course-pricing-package. */
export const coursePackagesRequest = z.object({
  course_id: courseIdParam,
  course_type: z
    .enum(["group", "individual", ""])
    .optional()
    .transform((v) => v || undefined),
  ...viewer,
});

/** POST /get-course-packages-by-level. */
export const packagesByLevelRequest = z.object({
  course_id: courseIdParam,
  course_type: z
    .enum(["group", "individual", ""])
    .optional()
    .transform((v) => v || undefined)
    .describe("group or individual; blank: both"),
  segment: z.string().trim().max(40).optional().describe("segment tab, e.g. regular; blank: all"),
  level_id: optionalWhole("level_id", 1, 999).describe("course_level; default 17"),
  ...viewer,
});

/** POST /get-batch-segments. */
export const batchSegmentsRequest = z.object({ course_id: courseIdParam });

/** POST /show-available-offers. */
export const availableOffersRequest = z.object({
  course_id: courseIdParam.optional().describe("a course's offers; omitted: every offer"),
  ...viewer,
});

export const packageItem = z.object({
  id: z.number().describe("pack id (the offer id of /order/{offer id})"),
  name: z.string(),
  course_id: z.number().nullable(),
  subject_id: z.number(),
  teacher_id: z.number().nullable(),
  course_level: z.number(),
  pack_type: z.enum(["group", "individual"]),
  segment: z.string(),
  duration: z.number().describe("number of classes"),
  total_classes: z.number(),
  capacity: z.number().describe("learners per class: 1 individual, 6 group"),
  is_offer: z.boolean(),
  currency: z.enum(CURRENCIES).describe("the viewer's currency"),
  pack_currency: z.enum(CURRENCIES).describe("the currency the pack is charged in"),
  converted: z.boolean().describe("amounts converted from pack_currency at the stored rate"),
  price: z.number().describe("before GST, major units"),
  gst: z.number(),
  amount: z.number().describe("price + GST"),
  per_class: z.number(),
});

export const packagesResponse = z.object({
  status: z.literal(true),
  currency: z.enum(CURRENCIES),
  packages: z.array(packageItem),
});

export const segmentsResponse = z.object({
  status: z.literal(true),
  segments: z.array(z.object({ segment: z.string(), label: z.string() })),
});

export const offersResponse = z.object({
  status: z.literal(true),
  currency: z.enum(CURRENCIES),
  offers: z.array(packageItem),
});
