import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";
import type { Channel, Messenger, OutgoingMessage, Transport } from "./types";

/**
 * Delivers each message through its channel's transport (none: the outbox is the destination) and
 * records it in outbox_messages, marked sent or failed. A failure is rethrown to the caller.
 */
export function createMessenger(
  db: Db,
  transports: Partial<Record<Channel, Transport>>,
): Messenger {
  return {
    outboxOnly: Object.keys(transports).length === 0,
    async send(message: OutgoingMessage) {
      const transport = transports[message.channel];
      let error: unknown;
      try {
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
