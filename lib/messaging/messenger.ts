import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";
import type { Channel, Messenger, OutgoingMessage, Transport } from "./types";

/**
 * Delivers each message through its channel's transport and records it in outbox_messages, marked
 * sent or failed; a failure is rethrown to the caller. With no provider at all the outbox is the
 * destination; with some configured, a channel without one fails loudly instead of vanishing.
 */
export function createMessenger(
  db: Db,
  transports: Partial<Record<Channel, Transport>>,
): Messenger {
  const outboxOnly = Object.keys(transports).length === 0;
  return {
    outboxOnly,
    async send(message: OutgoingMessage) {
      const transport = transports[message.channel];
      let error: unknown;
      try {
        if (!transport && !outboxOnly)
          throw new Error(`No provider is configured for ${message.channel}.`);
        await transport?.send(message);
      } catch (e) {
        error = e;
      }
      await db.insert(outboxMessages).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
        transport: transport?.name ?? "outbox",
        status: error ? "failed" : "sent",
        error: error ? String((error as Error).message ?? error) : null,
      });
      if (error) throw error;
    },
  };
}
