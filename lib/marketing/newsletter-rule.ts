// The newsletter's e-mail rule without zod: the footer form ships on every page, so it checks with
// this in the browser; lib/marketing/schemas.ts builds the server's zod schema from the same parts.

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";
export const SUBSCRIBE_FAILED_MESSAGE = "An error occurred while subscribing.";

// The spec's "basic email pattern": something@something.something, no spaces.
export const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

/** The message for an invalid newsletter e-mail (checked after trimming), or null when valid. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && BASIC_EMAIL.test(email) ? null : INVALID_EMAIL_MESSAGE;
}
