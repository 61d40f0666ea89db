import { EMAIL_MAX_LENGTH, FIELD_MESSAGES, isEmail } from "@/lib/fields";

// The newsletter's e-mail rule without building a zod schema: the footer form ships on every page,
// so it checks with the field rule's isEmail (the verdict of z.email()) in the browser;
// lib/marketing/schemas.ts uses the same rule through emailField.

export { EMAIL_MAX_LENGTH };
export const INVALID_EMAIL_MESSAGE = FIELD_MESSAGES.emailInvalid;
export const SUBSCRIBE_FAILED_MESSAGE = "An error occurred while subscribing.";

/** The message for an invalid newsletter e-mail (checked after trimming), or null when valid. */
export function newsletterEmailError(value: string): string | null {
  return isEmail(value.trim()) ? null : INVALID_EMAIL_MESSAGE;
}
