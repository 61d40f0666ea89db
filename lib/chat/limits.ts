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
} as const;
