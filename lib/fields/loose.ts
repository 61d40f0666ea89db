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

/** A form-post boolean: true, 1, "1", "true", "yes", "on". */
export function truthy(v: unknown): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v === 1;
  return typeof v === "string" && ["1", "true", "yes", "on"].includes(v.trim().toLowerCase());
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
