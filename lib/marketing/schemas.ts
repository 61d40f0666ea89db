import { z } from "zod";
import { BASIC_EMAIL, EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE } from "./newsletter-rule";

export { INVALID_EMAIL_MESSAGE, SUBSCRIBE_FAILED_MESSAGE } from "./newsletter-rule";

export const newsletterSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
    .regex(BASIC_EMAIL, INVALID_EMAIL_MESSAGE),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
