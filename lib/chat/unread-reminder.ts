import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { chatMessages, chatRecipients, users } from "@/db/schema";
import { loadRecipient } from "../notify/recipients";
import { sendNotice } from "../notify/send-notice";
import { SITE_NAME, siteUrl } from "../site";
import { CHAT_LIMITS } from "./limits";

/** The reminder's words: who wrote and where to read (no message text leaves the site). */
export function unreadReminder(name: string, count: number, senders: readonly string[]) {
  const what = count === 1 ? "an unread message" : `${count} unread messages`;
  return {
    subject: `${SITE_NAME}: ${what} from ${senders.join(", ")}`,
    body: `${SITE_NAME}: hello ${name}, you have ${what} from ${senders.join(", ")}. Read and reply: ${siteUrl()}/st/chat`,
  };
}

/**
 * The chat's unread reminder (issue 19): a message a student has not read `delayMinutes` after it
 * was sent is told ONCE to the student's family, at the family's contact (lib/notify/recipients:
 * a child has no contact of its own), one notice per child for all such messages. Only students
 * are reminded (teachers see their unread badge). Rows are claimed by one UPDATE (… where
 * reminded_at is null, over rows locked with SKIP LOCKED) in the transaction that queues the
 * notice, so two workers never send twice and a rolled-back run sends nothing. Messages older than reminderMaxAgeDays are left alone.
 * Answers the number of notices queued.
 */
export async function remindUnreadChats(db: Db, now: Date, delayMinutes: number): Promise<number> {
  const dueBefore = new Date(now.getTime() - delayMinutes * 60_000);
  const oldest = new Date(now.getTime() - CHAT_LIMITS.reminderMaxAgeDays * 86_400_000);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ messageId: chatRecipients.messageId, userId: chatRecipients.userId })
      .from(chatRecipients)
      .innerJoin(chatMessages, eq(chatMessages.id, chatRecipients.messageId))
      .innerJoin(users, eq(users.id, chatRecipients.userId))
      .where(
        and(
          isNull(chatRecipients.readAt),
          isNull(chatRecipients.remindedAt),
          lte(chatMessages.createdAt, dueBefore),
          gt(chatMessages.createdAt, oldest),
          eq(users.role, "student"),
          eq(users.isActive, true),
        ),
      )
      .limit(500)
      .for("update", { of: chatRecipients, skipLocked: true });
    // The claim: a row another worker marked meanwhile fails `reminded_at is null` and is skipped.
    const claimed = await tx
      .update(chatRecipients)
      .set({ remindedAt: now })
      .where(
        and(
          isNull(chatRecipients.remindedAt),
          sql`(${chatRecipients.messageId}, ${chatRecipients.userId}) in (${due})`,
        ),
      )
      .returning({ messageId: chatRecipients.messageId, userId: chatRecipients.userId });
    const byStudent = new Map<number, number[]>();
    for (const row of claimed)
      byStudent.set(row.userId, [...(byStudent.get(row.userId) ?? []), row.messageId]);
    let sent = 0;
    for (const [studentId, messageIds] of byStudent) {
      await tx
        .update(chatRecipients)
        .set({ remindedAt: now })
        .where(
          and(eq(chatRecipients.userId, studentId), inArray(chatRecipients.messageId, messageIds)),
        );
      const senders = await tx
        .selectDistinct({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(inArray(chatMessages.id, messageIds));
      const to = await loadRecipient(tx as unknown as Db, studentId);
      const notice = unreadReminder(
        to?.firstName ?? "",
        messageIds.length,
        senders.map((s) => s.name.trim()).sort(),
      );
      if (await sendNotice(tx as unknown as Db, to, { ...notice, topic: "chat-unread" })) sent++;
    }
    return sent;
  });
}
