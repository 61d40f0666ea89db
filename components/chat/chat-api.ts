import { getJson, messageOf, postJson } from "@/components/auth/post-json";
import type { ChatMessageView, ChatPerson } from "@/lib/chat/read-types";

// The chat pages' calls (the spec 3 routes; decision 021). Same origin, the session cookie.

export type ChatSide = "student" | "teacher";

export interface SendResult {
  ok: boolean;
  message: string;
  data?: ChatMessageView;
}

/** The side's people (teachers of the family, or the teacher's students) with unread counts. */
export async function loadPeople(side: ChatSide): Promise<ChatPerson[] | null> {
  if (side === "student") {
    const r = await getJson<{ teachers: ChatPerson[] }>("/st/get-chat-teacherlist");
    return r?.teachers ?? null;
  }
  const r = await getJson<{ data: ChatPerson[] }>("/em/student-list-for-teacher-chat");
  return r?.data ?? null;
}

/** The conversation with one person. */
export async function loadConversation(
  side: ChatSide,
  personId: number,
): Promise<ChatMessageView[] | null> {
  if (side === "student") {
    const r = await getJson<{ data: ChatMessageView[] }>(
      `/st/get-chat-data?teacher_id=${personId}`,
    );
    return r?.data ?? null;
  }
  const r = await postJson<{ msg_list: ChatMessageView[] }>("/em/teacher-chat-list", {
    student_id: personId,
  });
  return r.httpStatus === 200 ? (r.data.msg_list ?? null) : null;
}

/** Marks what the person sent as read. */
export async function markRead(personId: number): Promise<void> {
  await getJson(`/set-chat-marked?id=${personId}&action=read`);
}

/** Reports a teacher's message (a family). */
export async function reportMessage(messageId: number): Promise<string> {
  const r = await getJson<{ message: string }>(`/set-chat-marked?id=${messageId}&action=report`);
  return r?.message ?? "We could not report the message. Please try again.";
}

/** Sends to a person, or (teacher) to a class. */
export async function sendMessage(
  side: ChatSide,
  to: { personId: number } | { classId: number },
  message: string,
): Promise<SendResult> {
  const r =
    side === "student"
      ? await postJson<{ data: ChatMessageView; message: string }>("/st/send-chat-msg-to-student", {
          message_to: "personId" in to ? to.personId : undefined,
          message,
        })
      : await postJson<{ data: ChatMessageView; message: string }>("/em/sendMessageToStudent", {
          ...("personId" in to ? { message_to: to.personId } : { class_id: to.classId }),
          message,
        });
  return r.httpStatus === 200
    ? { ok: true, message: messageOf(r.data), data: r.data.data as ChatMessageView }
    : { ok: false, message: messageOf(r.data) };
}

/** The caller's unread total (the poll call asked for nothing newer than the largest id). */
export async function loadUnread(): Promise<number | null> {
  const r = await getJson<{ unread: number }>("/get-chat-msgByid?id=2147483647");
  return r?.unread ?? null;
}

/** The header badge hears the chat page through this window event and sessionStorage (spec 2). */
export const UNREAD_EVENT = "chat:unread";
export const UNREAD_KEY = "chat-unread";

export function publishUnread(count: number) {
  try {
    sessionStorage.setItem(UNREAD_KEY, String(count));
  } catch {
    // storage may be off; the event still carries the count
  }
  window.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: count }));
}
