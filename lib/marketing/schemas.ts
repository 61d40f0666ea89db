import { z } from "zod";
import { emailField } from "@/lib/fields";
import { INVALID_EMAIL_MESSAGE } from "./newsletter-rule";

export { INVALID_EMAIL_MESSAGE, SUBSCRIBE_FAILED_MESSAGE } from "./newsletter-rule";

export const newsletterSchema = z.object({
  email: emailField(INVALID_EMAIL_MESSAGE),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
