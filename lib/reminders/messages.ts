import type { ReminderKind } from "@/db/schema";
import { SITE_NAME } from "../site";

/** How far ahead of the class each reminder goes out, in minutes. */
export const REMINDER_LEAD_MINUTES: Record<ReminderKind, number> = { "24h": 24 * 60, "15m": 15 };

/** The day-before one names the time only (a late run may send it hours later); the last one "soon". */
const startsIn: Record<ReminderKind, string> = { "24h": "is on", "15m": "starts soon," };

/** One reminder as the recipient reads it: the class time is already in their own zone. */
export interface ReminderText {
  kind: ReminderKind;
  /** "Monday, 3rd Jan at 05:00 PM (IST)" in the recipient's zone. */
  when: string;
  subject: string;
  /** The child for the family, the student (or "3 students") for the teacher. */
  who: string;
  /** The teacher for the family. */
  teacher?: string;
  joinUrl: string;
}

/** The subject and body of a class reminder (every channel carries the same body). */
export function reminderMessage(r: ReminderText): { subject: string; body: string } {
  const what = r.teacher
    ? `${r.who}'s ${r.subject} class with ${r.teacher}`
    : `your ${r.subject} class with ${r.who}`;
  return {
    subject: `${SITE_NAME} reminder: ${r.subject} class ${r.kind === "15m" ? "starts soon" : `on ${r.when}`}`,
    body: `${SITE_NAME} reminder: ${what} ${startsIn[r.kind]} ${r.when}. Join: ${r.joinUrl}`,
  };
}

/** The settings texts (components/reminders). */
export const REMINDER_MESSAGES = {
  feedTitle: "Calendar feed",
  feedHelp:
    "Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your classes. Anyone with the address can see them: revoke it if it was shared.",
  feedCreate: "Create my calendar address",
  feedRevoke: "Revoke and make a new address",
  feedRevokeConfirm: "The old address will stop working. Make a new one?",
  feedCreated: "Your new calendar address is ready. Copy it now: it is shown only once.",
  feedExists:
    "You have a calendar address. Revoke it to get a new one (the old one stops working).",
  copy: "Copy",
  copied: "Copied.",
  remindersTitle: "Class reminders",
  remindersHelp:
    "A message a day before and 15 minutes before each class (WhatsApp when allowed, else SMS, and e-mail). Unsubscribing from news does not stop them; this switch does.",
  remindersOn: "Reminders are on.",
  remindersOff: "Reminders are off.",
  failed: "Something went wrong. Please try again later",
  notFound: "Calendar not found.",
} as const;
