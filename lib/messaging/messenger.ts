import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";
import type { JobSender } from "../jobs/types";
import { log } from "../log/logger";
import { DELIVER_MESSAGE_JOB, type DeliverMessageData } from "./deliver-message";
import type { Messenger, MessageToSend, Transports } from "./types";
import { contactTypeOf } from "./unsubscribe/contact";
import { isUnsubscribed } from "./unsubscribe/contacts";
import { UNSUBSCRIBE_MESSAGES } from "./unsubscribe/messages";
import { isMarketing } from "./unsubscribe/topics";
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from "./unsubscribe/token";

/** The process's job queue (lib/jobs/app-queue.ts), loaded only when a message needs delivering. */
async function appJobSender(): Promise<JobSender> {
  const { getJobQueue } = await import("../jobs/app-queue");
  return getJobQueue();
}

/**
 * Records each message in outbox_messages, its body readable at once, and hands delivery to the
 * deliver-message job (deliver-message.ts): the row is written "queued" and the job enqueued in one
 * transaction (a savepoint of the caller's when `db` is one), so a rolled-back flow sends nothing
 * and a committed one is delivered, with retries, whatever happens to the request. A provider's
 * failure therefore no longer reaches the caller. With no provider at all the outbox is the
 * destination: the row is "sent" at once. With some configured, a channel without one is recorded
 * failed and throws (a configuration error no retry can mend). `queue` defaults to the process's.
 *
 * Marketing (the message's topic, lib/messaging/unsubscribe/topics.ts — decision 027): to a contact
 * that unsubscribed, nothing is recorded or sent; otherwise the body ends with the signed
 * unsubscribe link, and an e-mail carries RFC 8058 List-Unsubscribe + List-Unsubscribe-Post.
 */
export function createMessenger(db: Db, transports: Transports, queue?: JobSender): Messenger {
  const outboxOnly = Object.keys(transports).length === 0;
  return {
    outboxOnly,
    async send(message: MessageToSend) {
      let body = message.body;
      let headers: Record<string, string> | null = null;
      if (isMarketing(message.topic)) {
        const type = contactTypeOf(message.channel);
        if (await isUnsubscribed(db, type, message.to)) {
          log.info(
            { channel: message.channel, topic: message.topic },
            "marketing message dropped: unsubscribed",
          );
          return;
        }
        const token = unsubscribeToken({ type, contact: message.to });
        body = `${body}\n\n${UNSUBSCRIBE_MESSAGES.footer} ${unsubscribePageUrl(token)}`;
        if (message.channel === "email") headers = listUnsubscribeHeaders(token);
      }
      const row = {
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body,
        headers,
        kind: message.kind ?? "notice",
        redactAfter:
          message.kind === "otp" || message.kind === "secret" ? message.redactAfter : null,
      };
      if (outboxOnly) {
        await db
          .insert(outboxMessages)
          .values({ ...row, transport: "outbox", status: "sent", deliveredAt: sql`now()` });
        return;
      }
      const transport = transports[message.channel];
      if (!transport) {
        const error = `No provider is configured for ${message.channel}.`;
        await db
          .insert(outboxMessages)
          .values({ ...row, transport: "outbox", status: "failed", error });
        throw new Error(error);
      }
      // Resolved before the transaction: starting the queue uses its own connection.
      const sender = queue ?? (await appJobSender());
      await db.transaction(async (tx) => {
        const [queued] = await tx
          .insert(outboxMessages)
          .values({ ...row, transport: transport.name, status: "queued" })
          .returning({ id: outboxMessages.id });
        await sender.send<DeliverMessageData>(
          DELIVER_MESSAGE_JOB,
          { id: queued!.id },
          { db: tx as unknown as Db },
        );
      });
    },
  };
}
