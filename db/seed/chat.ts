/**
 * A conversation between the demo family and the demo teacher (issue 19): the student asked about
 * practice yesterday, the teacher answered, and this morning the teacher sent a note the family has
 * not read yet, so a fresh demo shows a live unread badge. The student is booked with the teacher in
 * the class history, so the access rules allow every message.
 */
import type { Db } from "../client";
import { chatMessages, chatRecipients } from "../schema/chat";

const HOUR = 3_600_000;

export const DEMO_CHAT: {
  from: "student" | "teacher";
  hoursAgo: number;
  text: string;
  read: boolean;
}[] = [
  {
    from: "student",
    hoursAgo: 26,
    text: "Hello Sir, Aarav's left hand hurts a little after practice. Should he keep playing every day?",
    read: true,
  },
  {
    from: "teacher",
    hoursAgo: 25,
    text: "Thanks for telling me. 15 minutes a day with a break is plenty this week; here is a warm-up: https://www.justinguitar.com/guitar-lessons/warm-up",
    read: true,
  },
  {
    from: "student",
    hoursAgo: 24,
    text: "Thank you! We will try that.",
    read: true,
  },
  {
    from: "teacher",
    hoursAgo: 2,
    text: "Good morning! In our next class we start the G chord, please keep the guitar tuned before we begin.",
    read: false,
  },
];

/** Rows of the chat tables the seed writes. */
export async function countChatRows(db: Db) {
  return { chatMessages: await db.$count(chatMessages) };
}

export async function seedChat(tx: Db, studentId: number, teacherId: number, now: Date) {
  for (const m of DEMO_CHAT) {
    const at = new Date(now.getTime() - m.hoursAgo * HOUR);
    const [sender, recipient] =
      m.from === "student" ? [studentId, teacherId] : [teacherId, studentId];
    const [row] = await tx
      .insert(chatMessages)
      .values({ senderId: sender, msgType: "single", body: m.text, createdAt: at })
      .returning({ id: chatMessages.id });
    await tx
      .insert(chatRecipients)
      .values({ messageId: row!.id, userId: recipient, readAt: m.read ? at : null });
  }
  return { chatMessages: DEMO_CHAT.length };
}
