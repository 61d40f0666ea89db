/**
 * Chat limits (issue 19, decision 021). A message is 1 to MAX_MESSAGE_CHARS characters after trimming
 * (a long paragraph, not a document); the database check holds the same bound.
 */
export const CHAT_LIMITS = {
  /** Longest message, in characters (UTF-16 code units, as the browser counts a textarea). */
  maxMessageChars: 2000,
  /** Most recipients of one person message (spec 2 message_to). */
  maxRecipients: 50,
  /** Messages of one conversation returned in one answer (newest kept). */
  pageSize: 200,
  /** The spec's fallback polling period. */
  pollMs: 50_000,
  /** An unread message older than this is told once to the family (CHAT_REMINDER_MINUTES). */
  reminderDelayMinutes: 120,
  /** Unread messages older than this are never reminded (a family coming back after weeks). */
  reminderMaxAgeDays: 7,
} as const;

/** CHAT_REMINDER_MINUTES, a whole number of minutes (at least 5); unset, blank or bad: 120. */
export function chatReminderDelayMinutes(env: Record<string, string | undefined>): number {
  const minutes = Number(env.CHAT_REMINDER_MINUTES?.trim() || CHAT_LIMITS.reminderDelayMinutes);
  return Number.isInteger(minutes) && minutes >= 5 ? minutes : CHAT_LIMITS.reminderDelayMinutes;
}
