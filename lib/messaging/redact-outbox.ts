import { and, lte, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";

export const REDACTED_BODY = "[redacted]";

/** A generated password stays readable in the outbox this long after it was sent. */
export const SECRET_READABLE_MS = 60 * 60 * 1000;

/**
 * Blanks the body of OTP and secret messages whose redact_after has come (an OTP's is its expiry,
 * so a code is never blanked while it could still be used) once they are no longer queued (sent,
 * or failed for good), and answers how many. redact_after is cleared, so each row is done once.
 */
export async function redactOutbox(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ body: REDACTED_BODY, redactAfter: null })
    .where(and(lte(outboxMessages.redactAfter, now), ne(outboxMessages.status, "queued")))
    .returning({ id: outboxMessages.id });
  return rows.length;
}
