import { z } from "zod";
import { FIELD_MESSAGES } from "./messages";

// Legacy clients post form fields as strings, JSON numbers as numbers, and leave fields out, empty
// or null. These coercions read them once, the same way in every legacy schema (decision 014).

/** A number becomes its text; null becomes "absent". */
export function toText(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  return value ?? undefined;
}

/** Like toText, and an empty or blank string is "absent" too. */
export function toOptionalText(value: unknown): unknown {
  const text = toText(value);
  return typeof text === "string" && text.trim() === "" ? undefined : text;
}

/** A text field that takes a string or a number (as its text). */
export const looseText = z
  .union([z.string(), z.number()], { error: FIELD_MESSAGES.textExpected })
  .transform((v) => String(v));

/** A required loose text field: a missing one gets `message`, like an empty one. */
export const requiredLooseText = (message: string) =>
  z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? message : FIELD_MESSAGES.textExpected),
    })
    .transform((v) => String(v));

/** A form-post boolean: true, 1, "1", "true", "yes", "on" (flagValue); anything else is no. */
export function truthy(v: unknown): boolean {
  return flagValue(v) === true;
}

/** An optional form-post boolean (absent is false). */
export const looseBoolean = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((v) => truthy(v));

/** An optional positive whole number sent as a number or its digits; anything else is "absent". */
export const optionalPositiveInt = z.preprocess((value) => {
  const n = Number(toOptionalText(value));
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}, z.number().int().positive().optional());

/** "" and null as legacy forms send them mean "not given" (undefined); anything else unchanged. */
export function blankToAbsent(value: unknown): unknown {
  return value === "" || value === null ? undefined : value;
}

const YES = new Set<unknown>([true, 1, "1", "true", "on", "yes"]);
const NO = new Set<unknown>([false, 0, "0", "false", "off", "no"]);

/**
 * A legacy flag read once: true/1/"1"/"true"/"on"/"yes" is true, their opposites false, blank or
 * absent undefined, and anything else comes back unchanged so `z.boolean()` refuses it. Strict
 * flags use it as is; lenient ones (`=== true`) treat everything unknown as no.
 */
export function flagValue(value: unknown): unknown {
  const v = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (v === undefined || v === null || v === "") return undefined;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return value;
}
