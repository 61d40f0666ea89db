import { clockMinutes, clockText } from "@/lib/scheduling/availability/overlap";
import {
  SLOT_LIMITS,
  SLOT_MESSAGES,
  teacherSchedulesRequest,
  type SlotInput,
  type WeekInput,
} from "@/lib/scheduling/availability/schemas";
import { firstErrors, zodFieldErrors } from "@/lib/validation";

/** The slot editor's state: the week being edited and its messages. Pure, so it is unit-tested. */

export interface EditorSlot extends SlotInput {
  /** Stable React key of the row (not sent). */
  key: string;
}

export type EditorWeek = EditorSlot[][];

/** Messages keyed as the server keys them: schedules.{day}.{index}.{field}, schedules.{day}, schedules. */
export type EditorErrors = Record<string, string>;

export type EditorMode = "save" | "update";

let counter = 0;
export const newKey = () => `slot-${++counter}`;

export function toEditorWeek(week: WeekInput): EditorWeek {
  return week.map((day) => day.map((slot) => ({ ...slot, key: newKey() })));
}

/** What the legacy call receives: 7 day lists of slots without the editor's keys. */
export function toPayload(week: EditorWeek): WeekInput {
  return week.map((day) => day.map(({ key: _key, ...slot }) => slot));
}

/** A sensible start for a new slot of a day: when its latest slot ends, else 18:00 (never past 23:00). */
export function suggestStart(day: readonly SlotInput[]): string {
  const ends = day.map((s) => (clockMinutes(s.start_time) ?? 0) + s.duration);
  const latest = ends.length ? Math.max(...ends) : 18 * 60;
  return clockText(Math.min(latest, 23 * 60));
}

export function newSlot(day: readonly SlotInput[]): EditorSlot {
  return {
    key: newKey(),
    start_time: suggestStart(day),
    duration: SLOT_LIMITS.defaultDuration,
    is_demo_slot: false,
    capacity: 1,
    subject_id: null,
  };
}

/** The same checks the server makes (shared schema); save also needs one slot. */
export function validateEditorWeek(week: EditorWeek, mode: EditorMode): EditorErrors {
  const result = teacherSchedulesRequest.safeParse({ schedules: toPayload(week) });
  const errors = result.success ? {} : firstErrors(zodFieldErrors(result.error));
  if (mode === "save" && week.every((day) => day.length === 0)) {
    errors.schedules ??= SLOT_MESSAGES.atLeastOne;
  }
  return errors;
}

/** Drops the messages of one day (after it changes, its slots' indices no longer match). */
export function withoutDayErrors(errors: EditorErrors, day: number): EditorErrors {
  const prefix = `schedules.${day}`;
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => key !== prefix && !key.startsWith(`${prefix}.`) && key !== "schedules",
    ),
  );
}

/** The message for one field of one slot, if any. */
export function slotError(
  errors: EditorErrors,
  day: number,
  index: number,
  field: keyof SlotInput,
): string | undefined {
  return errors[`schedules.${day}.${index}.${field}`];
}
