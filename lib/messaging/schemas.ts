import { z } from "zod";
import { DEFAULT_COUNTRY_CODE, destinationOf, parseIdentifier } from "../auth/identifiers";

export const OUTBOX_TO_MESSAGE = "Enter a mobile number or an e-mail address.";

/**
 * The destination messages to what someone typed are stored under: a lower-case address, or an
 * E.164 mobile. A bare 10-digit number (or 91…, +91 …) is Indian; one written with another
 * country's code (+971 50 123 4567, 00971…) keeps that code. Null when it is neither.
 */
export function outboxDestination(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, "");
  const international = /^(?:\+|00)([1-9][0-9]{6,14})$/.exec(compact)?.[1];
  if (international && !international.startsWith(DEFAULT_COUNTRY_CODE.slice(1)))
    return `+${international}`;
  const id = parseIdentifier(raw);
  return id ? destinationOf(id) : null;
}

/**
 * GET /api/dev/outbox?to= and the /dev/outbox filter: an optional mobile or e-mail, normalised by
 * outboxDestination. Blank means every message.
 */
export const outboxQuery = z.object({
  to: z
    .string()
    .trim()
    .max(254, OUTBOX_TO_MESSAGE)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      const destination = outboxDestination(raw);
      if (destination) return destination;
      ctx.addIssue({ code: "custom", message: OUTBOX_TO_MESSAGE });
      return z.NEVER;
    }),
});
export type OutboxQuery = z.output<typeof outboxQuery>;
