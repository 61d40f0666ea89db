import { z } from "zod";
import { emailField, parsePhone } from "@/lib/fields";
import { TRIAL_PAYMENT_MESSAGES as M } from "./messages";

export interface Billing {
  name: string;
  email: string;
  number: string;
}

/**
 * The payment modal's billing fields, server-side: a name, an e-mail and a phone number, each with
 * the spec's message when empty. Returns the cleaned values or the field errors (first per field).
 */
export function checkBilling(input: {
  name?: string;
  email?: string;
  number?: string;
}): { ok: true; billing: Billing } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = (input.name ?? "").trim();
  if (!name) errors.name = M.name;
  else if (name.length > 120) errors.name = M.name;
  const rawEmail = (input.email ?? "").trim();
  const email = emailField(M.emailInvalid).safeParse(rawEmail);
  if (!rawEmail) errors.email = M.email;
  else if (!email.success) errors.email = M.emailInvalid;
  const number = (input.number ?? "").trim();
  const phone = number ? parsePhone(number) : null;
  if (!phone) errors.number = M.number;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, billing: { name, email: email.data!, number } };
}

export const billingFields = {
  name: z.string().optional(),
  email: z.string().optional(),
  number: z.string().optional(),
};
