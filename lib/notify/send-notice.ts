import type { Db } from "@/db/client";
import { contactOf } from "../classes/after/notify";
import { log } from "../log/logger";
import { createMessenger } from "../messaging/messenger";
import type { Transports } from "../messaging/types";
import type { MessageTopic } from "../messaging/unsubscribe/topics";
import type { Recipient } from "./recipients";

export interface Notice {
  /** E-mail subject (the other channels carry only the body). */
  subject: string;
  body: string;
  /** What it is about (lib/messaging/unsubscribe/topics.ts); none: a transactional "notice". */
  topic?: MessageTopic;
}

/**
 * The transports notices use: the environment's (none: every notice stops in the outbox). Loaded
 * on first use: from-env is server-only, and the booking services (imported by the seed and the
 * bench scripts) import this module.
 */
let transports: Transports | null = null;
async function currentTransports(): Promise<Transports> {
  if (!transports) {
    const { transportsFromEnv } = await import("../messaging/from-env");
    transports = transportsFromEnv(process.env);
  }
  return transports;
}

/** Tests: use these transports instead of the environment's (null: back to the environment). */
export function useNoticeTransports(next: Transports | null): void {
  transports = next;
}

/**
 * Queues a notice to a recipient through lib/messaging inside the caller's transaction `tx`: the
 * outbox row and its deliver-message job exist only if the flow commits (createMessenger), and a
 * provider's failure never fails the flow. Best channel first (contactOf: WhatsApp only with
 * consent). A recipient with no usable contact is skipped (logged), never an error.
 */
export async function sendNotice(tx: Db, to: Recipient | null, notice: Notice): Promise<boolean> {
  if (!to) return false;
  const t = await currentTransports();
  const contact = contactOf(to.contact, t);
  if (!contact) {
    log.info({ userId: to.id, subject: notice.subject }, "notice not sent: no usable contact");
    return false;
  }
  await createMessenger(tx, t).send({
    ...contact,
    subject: contact.channel === "email" ? notice.subject : undefined,
    body: notice.body,
    topic: notice.topic,
  });
  return true;
}
