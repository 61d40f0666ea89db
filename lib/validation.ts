import type { z } from "zod";
import type { FieldErrors } from "./errors";

/** All messages for every invalid field, keyed by the field's dotted path ("" for the whole form). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message of each field, the shape legacy clients read as errors.{field}. */
export function firstErrors(fieldErrors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])),
  );
}
