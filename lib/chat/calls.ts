import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { chatReports, users } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { forbidden } from "../errors";
import { addDays, fromWallTime, toWallTime } from "../scheduling/zoned-time";
import { CHAT_MESSAGES } from "./messages";
import { familyOf, linkedTeachers, teacherStudents } from "./people";
import {
  conversationWhere,
  listMessages,
  markRead,
  peopleWithLast,
  totalUnread,
  unreadBySender,
  visibleWhere,
} from "./read";
import { sendChatMessage, type ChatTarget } from "./send";

// The 11 chat calls as services (routes in app/(api)/…; decision 021). A student's reads are those of
// the whole family: every conversation of every child is visible to any session of the family.

const ok = { status: "success", responseCode: 200 } as const;

/** The accounts whose messages the caller sees: a teacher alone, a student's whole family. */
export async function viewersOf(db: Db, user: SessionUser): Promise<number[]> {
  if (user.role === "teacher") return [user.id];
  if (user.role === "student") return familyOf(db, user.id);
  throw forbidden();
}

async function sent(db: Db, user: SessionUser, target: ChatTarget, text: string, now: Date) {
  const { id } = await sendChatMessage(db, user, target, text, now);
  const [data] = await listMessages(db, sql`m.id = ${id}`, [user.id], 1);
  return { ...ok, message: CHAT_MESSAGES.sent, data: data! };
}

/** POST /send-chat-msg (spec 2). */
export function sendChatMsgCall(
  db: Db,
  user: SessionUser,
  input: {
    message: string;
    msg_type: "single" | "group";
    message_to: (number | null)[];
    class_id?: number;
    slot_id?: number;
  },
  now: Date,
) {
  const target: ChatTarget =
    input.msg_type === "single"
      ? { kind: "single", to: input.message_to.filter((id): id is number => id !== null) }
      : input.class_id !== undefined
        ? { kind: "group", sessionId: input.class_id }
        : { kind: "group", slotId: input.slot_id! };
  return sent(db, user, target, input.message, now);
}

/** POST /st/send-chat-msg-to-student: a student to one of their teachers. */
export function studentSendCall(
  db: Db,
  user: SessionUser,
  input: { message_to: number; message: string },
  now: Date,
) {
  return sent(db, user, { kind: "single", to: [input.message_to] }, input.message, now);
}

/** POST /em/sendMessageToStudent: a teacher to one student, or to a class or batch. */
export function teacherSendCall(
  db: Db,
  user: SessionUser,
  input: { message_to?: number; class_id?: number; slot_id?: number; message: string },
  now: Date,
) {
  const target: ChatTarget =
    input.message_to !== undefined
      ? { kind: "single", to: [input.message_to] }
      : input.class_id !== undefined
        ? { kind: "group", sessionId: input.class_id }
        : { kind: "group", slotId: input.slot_id! };
  return sent(db, user, target, input.message, now);
}

async function zoneOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.zone ?? "Asia/Kolkata";
}

/** GET /get-chat-data (spec 2): today's and yesterday's messages in the caller's zone. */
export async function chatDataCall(db: Db, user: SessionUser, now: Date) {
  const viewers = await viewersOf(db, user);
  const zone = await zoneOf(db, user.id);
  const today = toWallTime(now, zone).date;
  const startToday = fromWallTime(today, "00:00", zone);
  const startYesterday = fromWallTime(addDays(today, -1), "00:00", zone);
  const startTomorrow = fromWallTime(addDays(today, 1), "00:00", zone);
  const between = (from: Date, to: Date) =>
    sql`${visibleWhere(viewers)} and m.created_at >= ${from.toISOString()}
        and m.created_at < ${to.toISOString()}`;
  const [todays, yesterdays, unread] = await Promise.all([
    listMessages(db, between(startToday, startTomorrow), viewers),
    listMessages(db, between(startYesterday, startToday), viewers),
    unreadBySender(db, viewers),
  ]);
  return { ...ok, today: todays, yesterday: yesterdays, teacher_msg_count: totalUnread(unread) };
}

/** GET /get-chat-msgByid (spec 2, polled): messages newer than `afterId`. */
export async function chatMsgByIdCall(db: Db, user: SessionUser, afterId: number) {
  const viewers = await viewersOf(db, user);
  const [data, unread] = await Promise.all([
    listMessages(db, sql`${visibleWhere(viewers)} and m.id > ${afterId}`, viewers),
    unreadBySender(db, viewers),
  ]);
  const lastId = data.at(-1)?.id ?? afterId;
  return { ...ok, data, unread: totalUnread(unread), last_id: lastId };
}

/** GET /st/get-chat-teacherlist: the family's teachers and unread counts. */
export async function studentTeacherListCall(db: Db, user: SessionUser) {
  const family = await viewersOf(db, user);
  const [teacherIds, unread] = await Promise.all([
    linkedTeachers(db, family),
    unreadBySender(db, family),
  ]);
  const teachers = await peopleWithLast(db, teacherIds, unread, (t) =>
    conversationWhere(t, family),
  );
  return {
    ...ok,
    teachers,
    unread: teachers
      .filter((t) => t.unread > 0)
      .map((t) => ({ teacher_id: t.id, count: t.unread })),
  };
}

/** GET /st/get-chat-data?teacher_id: the family's conversation with one of its teachers. */
export async function studentConversationCall(db: Db, user: SessionUser, teacherId: number) {
  const family = await viewersOf(db, user);
  const [linked, data] = await Promise.all([
    linkedTeachers(db, family, [teacherId]),
    listMessages(db, conversationWhere(teacherId, family), family),
  ]);
  // A finished link keeps its history readable; a stranger gets nothing.
  if (linked.length === 0 && data.length === 0) throw forbidden(CHAT_MESSAGES.notYourConversation);
  return { ...ok, data };
}

/** Whether a teacher and the students ever exchanged a message (a finished link keeps its history). */
async function hasAny(db: Db, teacherId: number, students: number[]) {
  const [one] = await listMessages(db, conversationWhere(teacherId, students), [], 1);
  return one !== undefined;
}

/** GET /get-chat-student-fot-teacher: the teacher's students to chat with. */
export async function teacherStudentsCall(db: Db, user: SessionUser) {
  if (user.role !== "teacher") throw forbidden();
  const [ids, unread] = await Promise.all([
    teacherStudents(db, user.id),
    unreadBySender(db, [user.id]),
  ]);
  const data = await peopleWithLast(db, ids, unread, (s) => conversationWhere(user.id, s));
  return { ...ok, data };
}

/** GET /em/student-list-for-teacher-chat: the same list with the total unread (unreadMsg). */
export async function teacherChatStudentListCall(db: Db, user: SessionUser) {
  const { data } = await teacherStudentsCall(db, user);
  return { ...ok, unreadMsg: data.reduce((n, s) => n + s.unread, 0), data };
}

/** POST /em/teacher-chat-list {student_id}: the student and the conversation with them. */
export async function teacherConversationCall(db: Db, user: SessionUser, studentId: number) {
  if (user.role !== "teacher") throw forbidden();
  const own = await teacherStudents(db, user.id, [studentId]);
  if (own.length === 0 && !(await hasAny(db, user.id, [studentId])))
    throw forbidden(CHAT_MESSAGES.notYourStudent);
  const unread = await unreadBySender(db, [user.id]);
  const [detail] = await peopleWithLast(db, [studentId], unread, (s) =>
    conversationWhere(user.id, s),
  );
  const msgList = await listMessages(db, conversationWhere(user.id, [studentId]), [user.id]);
  return { ...ok, user_detail: detail!, msg_list: msgList };
}

/** GET /set-chat-marked?id&action: mark a person's messages read, or report a teacher's message. */
export async function setChatMarkedCall(
  db: Db,
  user: SessionUser,
  input: { id: number; action: "read" | "report" },
  now: Date,
) {
  const viewers = await viewersOf(db, user);
  if (input.action === "read") {
    const marked = await markRead(db, viewers, input.id, now);
    return { ...ok, message: CHAT_MESSAGES.marked, marked };
  }
  if (user.role !== "student") throw forbidden(CHAT_MESSAGES.reportOnlyTeacher);
  const [message] = await listMessages(
    db,
    sql`m.id = ${input.id} and ${visibleWhere(viewers)}
        and exists (select 1 from users s where s.id = m.sender_id and s.role = 'teacher')`,
    viewers,
    1,
  );
  if (!message) throw forbidden(CHAT_MESSAGES.reportOnlyTeacher);
  await db
    .insert(chatReports)
    .values({ messageId: message.id, reporterId: user.id, createdAt: now })
    .onConflictDoNothing();
  return { ...ok, message: CHAT_MESSAGES.reported, marked: 0 };
}
