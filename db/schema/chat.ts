import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { classSessions, teacherSlots } from "./scheduling";
import { users } from "./users";

/**
 * A chat message (issue 19): one sender, a text of 1–2000 characters (lib/chat/limits.ts), and either
 * one person ("single") or a group: the teacher's students of one class (session) or batch (weekly
 * slot). Who received it is in chat_recipients; created_at comes from the route clock.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    msgType: varchar({ length: 6 }).notNull(),
    sessionId: integer().references(() => classSessions.id, { onDelete: "set null" }),
    slotId: integer().references(() => teacherSlots.id, { onDelete: "set null" }),
    body: varchar({ length: 2000 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("chat_messages_sender_idx").on(t.senderId, t.id),
    check("chat_messages_type", sql`${t.msgType} in ('single', 'group')`),
    check("chat_messages_body", sql`char_length(btrim(${t.body})) between 1 and 2000`),
  ],
);

/** Who a message went to, and when they (or their family) read it. */
export const chatRecipients = pgTable(
  "chat_recipients",
  {
    messageId: integer()
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp({ withTimezone: true }),
    /** When the unread reminder went to the family (sent once). */
    remindedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index("chat_recipients_user_idx").on(t.userId, t.messageId),
    index("chat_recipients_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A family member reports a teacher's message (child safety): once per message and reporter. */
export const chatReports = pgTable(
  "chat_reports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer()
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("chat_reports_message_reporter_key").on(t.messageId, t.reporterId)],
);
