import {
  chatDataResponse,
  chatMsgByIdQuery,
  chatMsgByIdResponse,
  conversationResponse,
  markedResponse,
  sendChatMsgRequest,
  sentResponse,
  setChatMarkedQuery,
  studentChatDataQuery,
  studentListResponse,
  studentSendRequest,
  teacherChatListRequest,
  teacherChatListResponse,
  teacherListResponse,
  teacherSendRequest,
  teacherStudentListResponse,
} from "../../chat/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const WHO =
  "A student talks only with teachers of their classes (a seat that was not cancelled, or a paid pack with the teacher); a teacher only with their own students; every other recipient 403 and nothing stored.";
const SEND =
  "Text trimmed, 1 to 2000 characters (empty 400 with the spec's message, longer 400); 30 messages a minute per account, then 429 with retryAfter. The message reaches open chat pages at once (server-sent events over Postgres LISTEN/NOTIFY).";

/** Chat between families and teachers (issue 19, decision 021). */
export const CHAT_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "send-chat-msg",
    "2 §7",
    `A person message (msg_type single, message_to ids; none: 400 'Please select atleast one person.') or a teacher's group message to the students of one class (class_id) or batch (slot_id). Empty text: 400 'Please type a message.'. ${WHO} ${SEND}`,
    {
      handler: "app/(api)/send-chat-msg/route.ts",
      request: sendChatMsgRequest,
      response: sentResponse,
    },
  ),
  call(
    "GET",
    "site",
    "get-chat-data",
    "2 §7",
    "Today's and yesterday's messages (in the caller's time zone) the caller sent or received — for a student, every child of the family — and the unread count (teacher_msg_count).",
    { handler: "app/(api)/get-chat-data/route.ts", response: chatDataResponse },
  ),
  call(
    "GET",
    "site",
    "get-chat-msgByid",
    "2 §7",
    "Messages newer than id (the fallback poll, every 50 s while the chat is visible), the unread count and last_id.",
    {
      handler: "app/(api)/get-chat-msgByid/route.ts",
      request: chatMsgByIdQuery,
      response: chatMsgByIdResponse,
    },
  ),
  call(
    "GET",
    "site",
    "st/get-chat-teacherlist",
    "3 §7",
    "The teachers of the family's children (teachers, latest conversation first, with unread and the last message) and the unread counts (unread: teacher_id, count). Students only.",
    { handler: "app/(api)/st/get-chat-teacherlist/route.ts", response: teacherListResponse },
  ),
  call(
    "GET",
    "site",
    "st/get-chat-data",
    "3 §7",
    "The family's conversation with one teacher (every child's messages). No teacher_id: 400 'Please select a teacher.'; a teacher the family never had: 403.",
    {
      handler: "app/(api)/st/get-chat-data/route.ts",
      request: studentChatDataQuery,
      response: conversationResponse,
    },
  ),
  call(
    "GET",
    "site",
    "set-chat-marked",
    "3 §7",
    "action=read (default): marks read what the person id sent to the caller (a student: to the family). action=report: a family reports a teacher's message it received (id = the message; once per reporter; anything else 403). Cross-site calls refused (it changes data).",
    {
      handler: "app/(api)/set-chat-marked/route.ts",
      request: setChatMarkedQuery,
      response: markedResponse,
    },
  ),
  call(
    "POST",
    "site",
    "st/send-chat-msg-to-student",
    "3 §7",
    `A student writes to a teacher (message_to; none: 400 'Please select a teacher.'; empty text: 400 'Please enter a message.'). ${WHO} ${SEND}`,
    {
      handler: "app/(api)/st/send-chat-msg-to-student/route.ts",
      request: studentSendRequest,
      response: sentResponse,
    },
  ),
  call(
    "GET",
    "site",
    "get-chat-student-fot-teacher",
    "3 §7",
    "The teacher's students (data: unread and last message each). Teachers only.",
    { handler: "app/(api)/get-chat-student-fot-teacher/route.ts", response: studentListResponse },
  ),
  call(
    "GET",
    "site",
    "em/student-list-for-teacher-chat",
    "3 §7",
    "The teacher's chat list: unreadMsg (total) and data (students with unread and the last message). Teachers only.",
    {
      handler: "app/(api)/em/student-list-for-teacher-chat/route.ts",
      response: teacherStudentListResponse,
    },
  ),
  call(
    "POST",
    "site",
    "em/teacher-chat-list",
    "3 §7",
    "One student (user_detail) and the conversation with them (msg_list). No student_id: 400 'Please select a student.'; not the teacher's student: 403.",
    {
      handler: "app/(api)/em/teacher-chat-list/route.ts",
      request: teacherChatListRequest,
      response: teacherChatListResponse,
    },
  ),
  call(
    "POST",
    "site",
    "em/sendMessageToStudent",
    "3 §7",
    `A teacher writes to one student (message_to) or to the students of a class (class_id) or batch (slot_id); none: 400 'Please select a student.'; empty text: 400 'Please enter a message.'. ${WHO} ${SEND}`,
    {
      handler: "app/(api)/em/sendMessageToStudent/route.ts",
      request: teacherSendRequest,
      response: sentResponse,
    },
  ),
];
