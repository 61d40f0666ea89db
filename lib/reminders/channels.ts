import { contactOf, type Contactable } from "../classes/after/notify";
import type { Channel, Transports } from "../messaging/types";

/**
 * Where a reminder goes: the phone (WhatsApp when the person allowed it, else SMS: contactOf without
 * the e-mail) and, besides, the e-mail when there is an address. Only channels with a provider
 * (any channel while everything stops in the outbox).
 */
export function reminderChannels(
  person: Contactable,
  transports: Transports,
): { channel: Channel; to: string }[] {
  const phone = contactOf({ ...person, email: null }, transports);
  const email = person.email
    ? contactOf({ ...person, mobile: null, isWhatsappAllowed: false }, transports)
    : null;
  return [phone, email].filter((c) => c !== null);
}
