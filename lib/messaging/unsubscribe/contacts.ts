import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { unsubscribes } from "@/db/schema";
import { type ContactType, normalizeContact } from "./contact";

/** True when this contact asked for no marketing. */
export async function isUnsubscribed(db: Db, type: ContactType, contact: string) {
  const [row] = await db
    .select({ id: unsubscribes.id })
    .from(unsubscribes)
    .where(
      and(eq(unsubscribes.contact, normalizeContact(type, contact)), eq(unsubscribes.type, type)),
    );
  return !!row;
}

export interface UnsubscribeInput {
  type: ContactType;
  contact: string;
  reason: string;
  comment?: string | null;
  source: "form" | "one-click";
  now: Date;
}

/**
 * Records the contact as unsubscribed (idempotent: a second request keeps the row and takes the
 * newer reason). Effective at once: the messenger reads this table for every marketing message.
 */
export async function recordUnsubscribe(db: Db, input: UnsubscribeInput): Promise<void> {
  const contact = normalizeContact(input.type, input.contact);
  await db
    .insert(unsubscribes)
    .values({
      contact,
      type: input.type,
      reason: input.reason,
      comment: input.comment ?? null,
      source: input.source,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: unsubscribes.contact,
      set: { reason: input.reason, comment: input.comment ?? null, source: input.source },
    });
}
