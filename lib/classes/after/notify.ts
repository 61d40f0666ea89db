import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "../../errors";
import { createMessenger } from "../../messaging/messenger";
import type { Channel, Transports } from "../../messaging/types";
import { AFTER_MESSAGES } from "./messages";

export type { Transports };

export type Contactable = Pick<
  typeof users.$inferSelect,
  "email" | "mobile" | "countryCode" | "whatsappNumber" | "isWhatsappAllowed"
>;

/**
 * Where a person can be reached, best first: WhatsApp when they allowed it, SMS to their mobile,
 * e-mail. Only channels that have a provider count (any channel while everything stops in the outbox).
 */
export function contactOf(
  person: Contactable,
  transports: Transports,
): { channel: Channel; to: string } | null {
  const outboxOnly = Object.keys(transports).length === 0;
  const usable = (channel: Channel) => outboxOnly || Boolean(transports[channel]);
  const options: { channel: Channel; to: string | null }[] = [
    { channel: "whatsapp", to: person.isWhatsappAllowed ? person.whatsappNumber : null },
    { channel: "sms", to: person.mobile ? `${person.countryCode}${person.mobile}` : null },
    { channel: "email", to: person.email },
  ];
  const found = options.find((o) => o.to && usable(o.channel));
  return found ? { channel: found.channel, to: found.to! } : null;
}

/**
 * Sends a person a message through the messenger, queued in the outbox of `db` (pass the
 * transaction, so the message goes out only if the flow commits). The deliver-message job delivers
 * it with retries, so a provider's failure no longer fails the flow. No usable contact, or a
 * message that cannot even be queued: 503.
 */
export async function messageUser(
  db: Db,
  transports: Transports,
  person: Contactable | undefined,
  message: { subject: string; body: string },
): Promise<void> {
  const contact = person ? contactOf(person, transports) : null;
  if (!contact) throw new AppError(503, "unavailable", AFTER_MESSAGES.messageNotSent);
  try {
    await createMessenger(db, transports).send({
      ...contact,
      subject: contact.channel === "email" ? message.subject : undefined,
      body: message.body,
    });
  } catch {
    throw new AppError(503, "unavailable", AFTER_MESSAGES.messageNotSent);
  }
}
