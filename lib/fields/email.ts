import { z } from "zod";
import { regexes } from "zod/v4/core";
import { FIELD_MESSAGES } from "./messages";

/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Is this (trimmed) text an e-mail address? The same verdict as `z.email()` (zod's own pattern),
 * usable without building a schema: the footer's newsletter form checks with it on every page.
 */
export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && regexes.email.test(text);
}

/**
 * An e-mail field: trimmed, checked by `z.email()` and lower-cased. Empty is invalid (an optional
 * field says so with `optionalEmailField`). The message is FIELD_MESSAGES.emailInvalid.
 */
export function emailField(message: string = FIELD_MESSAGES.emailInvalid) {
  return z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, message)
    .pipe(z.email({ error: message }))
    .transform((v) => v.toLowerCase());
}
