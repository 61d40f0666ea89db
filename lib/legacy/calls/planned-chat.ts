import { plannedCalls } from "../define";

/** Chat between families and teachers (specs 2 and 3): issue 19. */
export const PLANNED_CHAT_CALLS = [
  ...plannedCalls(19, "2 §7", [
    ["POST", "site", "send-chat-msg", "Send a message {message, msg_type, message_to}."],
    ["GET", "site", "get-chat-data", "Today's and yesterday's messages."],
    ["GET", "site", "get-chat-msgByid", "New messages (polled every 50 seconds)."],
  ]),
  ...plannedCalls(19, "3 §7", [
    ["GET", "site", "st/get-chat-teacherlist", "A student's teachers and unread counts."],
    ["GET", "site", "st/get-chat-data", "A student's conversation with a teacher (teacher_id)."],
    ["GET", "site", "set-chat-marked", "Mark messages read (id, action)."],
    ["POST", "site", "st/send-chat-msg-to-student", "A student sends a message."],
    ["GET", "site", "get-chat-student-fot-teacher", "A teacher's students to chat with."],
    ["GET", "site", "em/student-list-for-teacher-chat", "A teacher's chat list (unreadMsg, data)."],
    [
      "POST",
      "site",
      "em/teacher-chat-list",
      "A conversation {student_id} (user_detail, msg_list).",
    ],
    ["POST", "site", "em/sendMessageToStudent", "A teacher sends a message."],
  ]),
];
