import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";
import type { QueuePolicy } from "../jobs/types";
import type { Transports } from "./types";

export const DELIVER_MESSAGE_JOB = "deliver-message";

/**
 * Five attempts: the first at once, then after about 5–10 s, 10–20 s, 20–40 s and 40–80 s (backoff
 * with jitter), so the last try of an OTP still comes well inside its 10 minutes. One attempt may
 * take a minute (the transports give up after 10 s).
 */
export const DELIVERY_POLICY: QueuePolicy = {
  retryLimit: 4,
  retryDelayS: 5,
  retryBackoff: true,
  expireInS: 60,
};

export interface DeliverMessageData {
  /** outbox_messages.id */
  id: number;
}

export type DeliveryResult = "sent" | "already done" | "gone";

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? "unknown error");

/**
 * The deliver-message job: sends a queued outbox row through its channel's transport and marks it
 * sent (attempts + 1, delivered_at). A failure records attempts + 1 and the error, leaves the row
 * queued for the retry, or marks it failed on the last attempt, and throws so the queue retries.
 * Idempotent: a row already sent or failed (or pruned) is left alone; only a crash between the
 * provider's answer and the update can send a message twice (at-least-once delivery).
 */
export async function deliverMessage(
  db: Db,
  transports: Transports,
  data: DeliverMessageData,
  attempt: { now: Date; lastAttempt: boolean },
): Promise<DeliveryResult> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, data.id));
  if (!row) return "gone";
  if (row.status !== "queued") return "already done";
  const stillQueued = and(eq(outboxMessages.id, row.id), eq(outboxMessages.status, "queued"));
  const attempts = sql`${outboxMessages.attempts} + 1`;
  try {
    const transport = transports[row.channel];
    if (!transport) throw new Error(`No provider is configured for ${row.channel}.`);
    await transport.send({
      channel: row.channel,
      to: row.to,
      subject: row.subject ?? undefined,
      body: row.body,
      headers: row.headers ?? undefined,
    });
  } catch (error) {
    await db
      .update(outboxMessages)
      .set({ attempts, error: errorText(error), status: attempt.lastAttempt ? "failed" : "queued" })
      .where(stillQueued);
    throw error;
  }
  await db
    .update(outboxMessages)
    .set({ attempts, status: "sent", deliveredAt: attempt.now })
    .where(stillQueued);
  return "sent";
}
