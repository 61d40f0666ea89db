import { z } from "zod";
import { blankToAbsent, flagValue } from "@/lib/fields/loose";
import { clockMinutes, clockText, findOverlaps, type WeekSlot } from "./overlap";

/**
 * The weekly-slot payload of POST /em/saveTeacherSchedules and /em/updateTeacherSchedules (spec 1
 * section 7: "an array of 7 day arrays", Sunday first), shared by the slot editor and the server.
 * Every problem is reported at once, keyed by its path: schedules.{day}.{index}.{field} for a slot's
 * field, schedules.{day} for a whole day, schedules for the week.
 */

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export const SLOT_LIMITS = {
  minDuration: 15,
  maxDuration: 240,
  defaultDuration: 60,
  perDay: 24,
  /** A demo slot may take a small group; a regular slot takes one student. */
  maxDemoCapacity: 6,
} as const;

/**
 * No class runs longer (a slot's is at most SLOT_LIMITS.maxDuration; workshops and camps are
 * sessions of a day at most): how far before a time a search for classes overlapping it looks, so
 * it reads a range of the (teacher_id, starts_at) index rather than a teacher's whole history.
 */
export const LONGEST_CLASS_HOURS = 24;

/**
 * How far ahead free demo times are offered, from now: the course's demo chooser, the profile's
 * "Next free demo times" and the search's "next free" sort all look this many days ahead.
 */
export const DEMO_WINDOW_DAYS = 14;

export const SLOT_MESSAGES = {
  week: "Send 7 day lists of slots, Sunday first.",
  day: "Each day must be a list of slots.",
  slot: "Each slot needs a start time.",
  startTime: "Enter the start time as HH:MM (24-hour), e.g. 18:30.",
  duration: `A slot lasts between ${SLOT_LIMITS.minDuration} and ${SLOT_LIMITS.maxDuration} minutes.`,
  capacity: "Enter how many students the slot takes.",
  regularCapacity: "Only a demo slot can take more than one student.",
  demoCapacity: `A demo slot takes 1 to ${SLOT_LIMITS.maxDemoCapacity} students.`,
  subject: "Choose a subject from the list.",
  perDay: `At most ${SLOT_LIMITS.perDay} slots a day.`,
  atLeastOne: "Add at least one time slot.",
} as const;

/** Empty values as the legacy forms send them ("", null) mean "not given". */
const blankToUndefined = blankToAbsent;

/** A legacy flag (lib/fields flagValue); absent is false, anything unknown is refused. */
const flag = z.preprocess(
  (v) => flagValue(v) ?? false,
  z.boolean({ error: "Send true or false." }),
);

export const slotEntrySchema = z
  .object({
    start_time: z
      .string({ error: SLOT_MESSAGES.startTime })
      .trim()
      .refine((v) => clockMinutes(v) !== null, SLOT_MESSAGES.startTime)
      .transform((v) => clockText(clockMinutes(v) ?? 0))
      .describe('local start time in the teacher\'s zone, "HH:MM" 24-hour'),
    duration: z
      .preprocess(
        blankToUndefined,
        z.coerce
          .number({ error: SLOT_MESSAGES.duration })
          .int(SLOT_MESSAGES.duration)
          .min(SLOT_LIMITS.minDuration, SLOT_MESSAGES.duration)
          .max(SLOT_LIMITS.maxDuration, SLOT_MESSAGES.duration)
          .default(SLOT_LIMITS.defaultDuration),
      )
      .describe("minutes, 15 to 240 (default 60)"),
    is_demo_slot: flag.describe("a free demo slot (default false)"),
    capacity: z
      .preprocess(
        blankToUndefined,
        z.coerce.number({ error: SLOT_MESSAGES.capacity }).int(SLOT_MESSAGES.capacity).default(1),
      )
      .describe("students one session takes: 1, or 1 to 6 for a demo slot (default 1)"),
    subject_id: z
      .preprocess(
        (v) => (v === 0 || v === "0" ? null : blankToUndefined(v)),
        z.coerce.number({ error: SLOT_MESSAGES.subject }).int().positive().nullable().default(null),
      )
      .describe("one of the teacher's subjects; absent or null: any of them"),
  })
  .superRefine((slot, ctx) => {
    const max = slot.is_demo_slot ? SLOT_LIMITS.maxDemoCapacity : 1;
    if (typeof slot.capacity === "number" && (slot.capacity < 1 || slot.capacity > max)) {
      ctx.addIssue({
        code: "custom",
        path: ["capacity"],
        message: slot.is_demo_slot ? SLOT_MESSAGES.demoCapacity : SLOT_MESSAGES.regularCapacity,
      });
    }
  });

/** One slot as the server stores it and the editor edits it. */
export type SlotInput = z.output<typeof slotEntrySchema>;
/** 7 day lists, Sunday first. */
export type WeekInput = SlotInput[][];

/** The slots of a day array that passed their own checks, placed in the week (defensive). */
function placedSlots(days: readonly unknown[]): WeekSlot[] {
  const out: WeekSlot[] = [];
  days.slice(0, 7).forEach((day, d) => {
    if (!Array.isArray(day)) return;
    day.forEach((raw: unknown, index) => {
      const slot = raw as Partial<Record<keyof SlotInput, unknown>> | null;
      const start = typeof slot?.start_time === "string" ? clockMinutes(slot.start_time) : null;
      const duration = slot?.duration;
      if (start === null || typeof duration !== "number" || !Number.isInteger(duration)) return;
      if (duration < SLOT_LIMITS.minDuration || duration > SLOT_LIMITS.maxDuration) return;
      out.push({ day: d, index, start, duration });
    });
  });
  return out;
}

/** "18:00–19:00 slot on Monday": how an overlap names the slot it runs into. */
function slotName(s: WeekSlot): string {
  return `${clockText(s.start)}–${clockText(s.start + s.duration)} slot on ${WEEKDAY_NAMES[s.day]}`;
}

/**
 * The week's own rules, on top of each slot's: 7 days, at most 24 slots a day, no two slots that
 * overlap (also across midnight, and from Saturday night into Sunday). Runs even when some slots
 * are invalid (zod keeps going), so every message arrives at once.
 */
function checkWeek(days: unknown[], ctx: z.RefinementCtx) {
  days.forEach((day, d) => {
    if (Array.isArray(day) && day.length > SLOT_LIMITS.perDay) {
      ctx.addIssue({ code: "custom", path: [d], message: SLOT_MESSAGES.perDay });
    }
  });
  for (const { slot, other } of findOverlaps(placedSlots(days))) {
    ctx.addIssue({
      code: "custom",
      path: [slot.day, slot.index, "start_time"],
      message: `Overlaps the ${slotName(other)}.`,
    });
  }
}

export const weekSchema = z
  .array(z.array(slotEntrySchema, { error: SLOT_MESSAGES.day }), { error: SLOT_MESSAGES.week })
  .length(7, SLOT_MESSAGES.week)
  .superRefine(checkWeek)
  .describe(
    "7 day lists, Sunday first, of slots { start_time: \"HH:MM\" local in the teacher's zone, duration?: minutes 15 to 240 (60), is_demo_slot?: boolean (false), capacity?: 1, or 1 to 6 for a demo slot (1), subject_id?: one of the teacher's subjects or null (any) }; at most 24 a day, none overlapping",
  );

/** The body: `{ schedules: [[...] x 7] }`, or the legacy client's bare array of 7 day arrays. */
export const teacherSchedulesRequest = z.preprocess(
  (v) => (Array.isArray(v) ? { schedules: v } : v),
  z.object({ schedules: weekSchema }, { error: SLOT_MESSAGES.week }),
);

export type TeacherSchedulesRequest = z.output<typeof teacherSchedulesRequest>;

export const teacherSchedulesResponse = z.object({
  status: z.literal("success"),
  redirect_to: z
    .enum(["/em/viewTeacherProfile", "/em/dashboard"])
    .describe("save: /em/viewTeacherProfile, update: /em/dashboard (spec 1 section 2)"),
  message: z.string(),
  slots: z.number().int().describe("active weekly slots after the change"),
});

export type TeacherSchedulesResponse = z.output<typeof teacherSchedulesResponse>;

/** An empty week, 7 empty day lists. */
export function emptyWeek(): WeekInput {
  return Array.from({ length: 7 }, () => []);
}
