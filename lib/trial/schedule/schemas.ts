import { z } from "zod";
import { looseText, toOptionalText } from "@/lib/fields";
import { WEEKDAY_NAMES } from "@/lib/scheduling/availability/schemas";

const optionalText = z.preprocess(toOptionalText, looseText.optional());
const optionalId = z.preprocess(
  toOptionalText,
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

/** A weekday given as 0–6 (0 = Sunday) or its English name ("Monday", "mon"). */
function weekdayOf(v: string): number | null {
  const t = v.trim().toLowerCase();
  if (/^[0-6]$/.test(t)) return Number(t);
  const i = WEEKDAY_NAMES.findIndex((d) => d.toLowerCase().startsWith(t) && t.length >= 3);
  return i >= 0 ? i : null;
}

/** selected_days: an array, or a comma-separated text; unknown names are dropped (then counted). */
const days = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return [];
    const list = Array.isArray(v) ? v : String(v).split(",");
    return list.map((d) => weekdayOf(String(d))).filter((d): d is number => d !== null);
  },
  z.array(z.number().int().min(0).max(6)).max(7),
);

const base = {
  course_id: z.coerce.number().int().positive().max(2_147_483_647).describe("the course"),
  user_timezone: optionalText.describe("the family's IANA zone (times are shown in it)"),
  frequency: z
    .preprocess(toOptionalText, z.coerce.number().int().min(1).max(2).optional())
    .describe("1 or 2 days a week"),
};

/** POST show-preffered-slot-for-booking and show-different-time-slot-for-booking. */
export const trialSlotsRequest = z.object(base);

/** POST find-available-teachers-for-booking. */
export const findTeachersRequest = z.object({
  ...base,
  selected_days: days.describe("weekdays in the family's zone (names or 0–6, Sunday 0)"),
  selected_time: optionalText.describe('"HH:MM" in the family\'s zone'),
});

/** POST save-schedule-for-booking (spec 3 §3 "Schedule selection"). */
export const saveScheduleRequest = z.object({
  ...base,
  selected_preffrence: z
    .preprocess(toOptionalText, z.enum(["predefined", "different"]).optional())
    .describe('"predefined" (a listed slot) or "different" (days and a time)'),
  subject_id: optionalId.describe("ignored: the course's subject is used"),
  predefined_slot_id: optionalId.describe("a slot id from show-preffered-slot-for-booking"),
  selected_days: days,
  selected_time: optionalText,
  teacher_id: optionalId.describe("one of find-available-teachers-for-booking's teachers"),
  coursePriceObject: z.unknown().optional().describe("ignored (prices come from the server)"),
});

export type TrialSlotsRequest = z.output<typeof trialSlotsRequest>;
export type FindTeachersRequest = z.output<typeof findTeachersRequest>;
export type SaveScheduleRequest = z.output<typeof saveScheduleRequest>;

const slot = z.object({
  id: z.number(),
  teacher_id: z.number(),
  teacher_name: z.string(),
  label: z.string().describe('"Mondays, 05:00 PM (IST)" in the family\'s zone'),
  first_class: z.string().describe('"Monday, 3rd Jan at 05:00 PM (IST)"'),
  seats_left: z.number(),
});

export const trialSlotsResponse = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  slots: z.array(slot).optional(),
  dst_notice: z.string().nullable().optional(),
});

export const differentTimeResponse = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  different_time: z
    .object({
      days: z.array(z.object({ value: z.number(), name: z.string() })),
      times: z.array(z.object({ value: z.string(), label: z.string() })),
    })
    .optional(),
});

export const findTeachersResponse = z.object({
  status: z.union([z.boolean(), z.literal("no_teacher_available")]),
  message: z.string().optional(),
  teachers: z
    .array(
      z.object({
        teacher_id: z.number(),
        teacher_name: z.string(),
        slot_ids: z.array(z.number()),
        first_class: z.string(),
      }),
    )
    .optional(),
});

export const saveScheduleResponse = z.object({
  status: z
    .union([
      z.literal("process_step_3"),
      z.literal("no_teacher_available"),
      z.literal("login"),
      z.literal(false),
    ])
    .describe(
      "process_step_3: reserved, show pricing; no_teacher_available: preferred-slot prompt",
    ),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
