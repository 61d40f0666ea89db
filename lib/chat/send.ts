import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { chatMessages, chatRecipients } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { badRequest, forbidden } from "../errors";
import { CHAT_CHANNEL, type ChatSignal } from "./channel";
import { CHAT_LIMITS } from "./limits";
import { CHAT_MESSAGES } from "./messages";
import { groupStudents, linkedTeachers, teacherStudents } from "./people";

export type ChatTarget =
  | { kind: "single"; to: number[] }
  | { kind: "group"; sessionId: number }
  | { kind: "group"; slotId: number };

/** Who receives a message from the sender, after the access rules; throws 403 on any stranger. */
async function recipientsFor(db: Db, sender: SessionUser, target: ChatTarget): Promise<number[]> {
  if (sender.role === "teacher") {
    if (target.kind === "group") {
      const students = await groupStudents(db, sender.id, target);
      if (students === null) throw forbidden(CHAT_MESSAGES.notYourClass);
      if (students.length === 0) throw badRequest(CHAT_MESSAGES.emptyClass);
      return students;
    }
    const own = await teacherStudents(db, sender.id, target.to);
    if (own.length !== target.to.length) throw forbidden(CHAT_MESSAGES.notYourStudent);
    return target.to;
  }
  if (sender.role !== "student") throw forbidden();
  if (target.kind === "group") throw forbidden(CHAT_MESSAGES.groupTeachersOnly);
  // The student's own classes count, not a sibling's: the message is the child's own.
  const teachers = await linkedTeachers(db, [sender.id], target.to);
  if (teachers.length !== target.to.length) throw forbidden(CHAT_MESSAGES.notYourTeacher);
  return target.to;
}

/**
 * Stores one message with its recipients and rings the NOTIFY doorbell, in one transaction (the
 * notification is delivered at commit, never for a message that was rolled back). The text is
 * trimmed; the schemas refuse empty and over-long texts first, the database check holds the bound.
 */
export async function sendChatMessage(
  db: Db,
  sender: SessionUser,
  target: ChatTarget,
  text: string,
  now: Date,
): Promise<{ id: number; recipients: number[] }> {
  const body = text.trim();
  if (body === "") throw badRequest(CHAT_MESSAGES.enterMessage);
  if (body.length > CHAT_LIMITS.maxMessageChars) throw badRequest(CHAT_MESSAGES.tooLong);
  if (target.kind === "single") {
    target = { kind: "single", to: [...new Set(target.to)] };
    if (target.to.length === 0) throw badRequest(CHAT_MESSAGES.selectPerson);
    if (target.to.length > CHAT_LIMITS.maxRecipients)
      throw badRequest(CHAT_MESSAGES.tooManyRecipients);
  }
  const recipients = await recipientsFor(db, sender, target);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        senderId: sender.id,
        msgType: target.kind,
        sessionId: "sessionId" in target ? target.sessionId : null,
        slotId: "slotId" in target ? target.slotId : null,
        body,
        createdAt: now,
      })
      .returning({ id: chatMessages.id });
    const id = row!.id;
    await tx.insert(chatRecipients).values(recipients.map((userId) => ({ messageId: id, userId })));
    const signal: ChatSignal = { id, users: [sender.id, ...recipients] };
    await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(signal)})`);
    return { id, recipients };
  });
}
