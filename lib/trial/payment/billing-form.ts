import { z } from "zod";
import { TRIAL_PAYMENT_MESSAGES as M } from "./messages";

/** The payment modal's billing form (client and server share the messages; the server re-checks). */
export const billingFormSchema = z.object({
  name: z.string().trim().min(1, M.name).max(120, M.name),
  email: z
    .string()
    .trim()
    .min(1, M.email)
    .pipe(z.email({ error: M.emailInvalid })),
  number: z
    .string()
    .trim()
    .min(1, M.number)
    .regex(/^\+?[0-9\s\-()]{6,20}$/, M.number),
});
export type BillingForm = z.input<typeof billingFormSchema>;
