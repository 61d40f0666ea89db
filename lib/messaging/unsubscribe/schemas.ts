import { z } from "zod";
import { toOptionalText } from "@/lib/fields";
import { UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_REASONS } from "./messages";

// Browser-safe: the unsubscribe form validates with the same rules.

const reasonValues = UNSUBSCRIBE_REASONS.map((r) => r.value) as [string, ...string[]];

/** The reason: one of UNSUBSCRIBE_REASONS; missing or unknown → 'Please Select a Reason'. */
export const unsubscribeReasonField = z.preprocess(
  toOptionalText,
  z.enum(reasonValues, { error: UNSUBSCRIBE_MESSAGES.selectReason }),
);

/** What the page's form holds. */
export const unsubscribeFormSchema = z.object({
  reason: unsubscribeReasonField,
  comment: z.preprocess(toOptionalText, z.string().trim().max(1000).optional()),
});

/**
 * POST /unsubscribe (spec 3): the legacy body {reason, comment, input, type} plus the link's
 * signed `token` (in the body or the query); or RFC 8058's one-click body
 * `List-Unsubscribe=One-Click` with the token in the query. The reason is checked by the service
 * (a one-click POST has none).
 */
export const unsubscribeRequest = z.object({
  reason: z.preprocess(toOptionalText, z.string().max(60).optional()),
  comment: z.preprocess(toOptionalText, z.string().trim().max(1000).optional()),
  /** The e-mail address (or mobile) the legacy page shows; must be the link's. */
  input: z.preprocess(toOptionalText, z.string().max(254).optional()),
  /** "email" or "whatsapp"/"sms"/"mobile"; the link's type decides. */
  type: z.preprocess(toOptionalText, z.string().max(20).optional()),
  token: z.preprocess(toOptionalText, z.string().max(600).optional()),
  "List-Unsubscribe": z.preprocess(toOptionalText, z.string().max(40).optional()),
});

export const unsubscribeQuery = z.object({
  token: z.string().max(600).optional(),
});

export const unsubscribeResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
  /** Where the page goes next: the site root. */
  redirect_to: z.literal("/"),
});
