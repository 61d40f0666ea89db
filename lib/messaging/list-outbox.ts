import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { outboxMessages, type MESSAGE_STATUS } from "@/db/schema";
import type { Channel } from "./types";

export const OUTBOX_LIMIT = 50;

export interface OutboxEntry {
  id: number;
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  transport: string;
  status: (typeof MESSAGE_STATUS)[number];
  error: string | null;
  createdAt: Date;
}

/**
 * The newest messages in the outbox, newest first, at most `limit` (capped at 50). `to` is a
 * normalised destination (see outboxQuery); absent: every destination.
 */
export async function listOutbox(
  db: Db,
  { to, limit = OUTBOX_LIMIT }: { to?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      to: outboxMessages.to,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      transport: outboxMessages.transport,
      status: outboxMessages.status,
      error: outboxMessages.error,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(Math.min(Math.max(Math.trunc(limit), 1), OUTBOX_LIMIT));
}
