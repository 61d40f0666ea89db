import { z } from "zod";

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";
export const SUBSCRIBE_FAILED_MESSAGE = "An error occurred while subscribing.";

// The spec's "basic email pattern": something@something.something, no spaces.
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .regex(BASIC_EMAIL, INVALID_EMAIL_MESSAGE),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
