import type { Channel } from "../types";

export type ContactType = "email" | "mobile";

/**
 * The form a contact is kept in: an e-mail address trimmed and lower-cased; a mobile with only
 * its digits and a leading + (WhatsApp and SMS share the number, so one unsubscribe covers both).
 */
export function normalizeContact(type: ContactType, raw: string): string {
  const text = raw.trim();
  if (type === "email") return text.toLowerCase();
  const digits = text.replace(/[^\d]/g, "");
  return `+${digits}`;
}

export const contactTypeOf = (channel: Channel): ContactType =>
  channel === "email" ? "email" : "mobile";
