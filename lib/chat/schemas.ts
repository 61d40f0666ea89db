import { z } from "zod";
import {
  optionalBodyId as optionalId,
  parseId,
  requiredBodyId as requiredId,
  toOptionalText,
} from "@/lib/fields";
import { CHAT_LIMITS } from "./limits";
import { CHAT_MESSAGES } from "./messages";

// Request and response schemas of the 11 chat calls (spec 2 §7, spec 3 §7). Browser-safe: the chat
// composer validates with the same message rule. Ids come as numbers, digits or base64 (lib/fields).

/** A message text: trimmed, required (`empty` names it in the spec's words), at most the limit. */
export const messageField = (empty: string) =>
  z.preprocess(
    toOptionalText,
    z
      .string({ error: empty })
      .trim()
      .min(1, empty)
      .max(CHAT_LIMITS.maxMessageChars, CHAT_MESSAGES.tooLong)
      .describe(`the text, 1 to ${CHAT_LIMITS.maxMessageChars} characters once trimmed`),
  );

/** A list of ids: an array, one id, or ids separated by commas; unreadable entries kept as null. */
const idList = z
  .unknown()
  .optional()
  .transform((value): (number | null)[] => {
    const items =
      value === undefined || value === null || value === ""
        ? []
        : Array.isArray(value)
          ? value
          : typeof value === "string"
            ? value.split(",").filter((s) => s.trim() !== "")
            : [value];
    return items.map(parseId);
  });

/** POST /send-chat-msg (spec 2). */
export const sendChatMsgRequest = z
  .object({
    message: messageField(CHAT_MESSAGES.typeMessage),
    msg_type: z
      .preprocess(toOptionalText, z.enum(["single", "group"]).default("single"))
      .describe("single (message_to) or group (a teacher's class_id or slot_id)"),
    message_to: idList.describe("user ids of a person message"),
    class_id: optionalId.describe("group: one of the teacher's classes (session id)"),
    slot_id: optionalId.describe("group: one of the teacher's batches (weekly slot id)"),
  })
  .superRefine((v, ctx) => {
    if (v.msg_type === "single" && v.message_to.length === 0)
      ctx.addIssue({ code: "custom", path: ["message_to"], message: CHAT_MESSAGES.selectPerson });
    if (v.message_to.some((id) => id === null))
      ctx.addIssue({ code: "custom", path: ["message_to"], message: CHAT_MESSAGES.selectPerson });
    if (v.msg_type === "group" && v.class_id === undefined && v.slot_id === undefined)
      ctx.addIssue({ code: "custom", path: ["class_id"], message: CHAT_MESSAGES.selectClass });
  });

/** GET /get-chat-msgByid: messages newer than the last one the client has. */
export const chatMsgByIdQuery = z.object({
  id: z
    .preprocess(toOptionalText, z.coerce.number().int().min(0).max(2147483647).default(0))
    .describe("the newest message id the client has (0: the latest page)"),
});

/** GET /st/get-chat-data?teacher_id. */
export const studentChatDataQuery = z.object({
  teacher_id: requiredId(CHAT_MESSAGES.selectTeacher),
});

/** GET /set-chat-marked?id&action. */
export const setChatMarkedQuery = z.object({
  id: requiredId(CHAT_MESSAGES.selectPerson).describe(
    "read: the other person (teacher or student); report: the message",
  ),
  action: z
    .preprocess(
      toOptionalText,
      z.enum(["read", "report"], { error: CHAT_MESSAGES.unknownAction }).default("read"),
    )
    .describe("read (default) or report (a family reports a teacher's message)"),
});

/** The chat pages' composer: the spec 3 message rule, shared with the two spec 3 send calls. */
export const composerSchema = z.object({ message: messageField(CHAT_MESSAGES.enterMessage) });

/** POST /st/send-chat-msg-to-student: a student writes to a teacher (the legacy name is backwards). */
export const studentSendRequest = composerSchema.extend({
  message_to: requiredId(CHAT_MESSAGES.selectTeacher).describe("the teacher"),
});

/** POST /em/teacher-chat-list {student_id}. */
export const teacherChatListRequest = z.object({
  student_id: requiredId(CHAT_MESSAGES.selectStudent),
});

/** POST /em/sendMessageToStudent: to one student (message_to) or a class or batch (group). */
export const teacherSendRequest = composerSchema
  .extend({
    message_to: optionalId.describe("the student"),
    class_id: optionalId.describe("or one of the teacher's classes (session id)"),
    slot_id: optionalId.describe("or one of the teacher's batches (weekly slot id)"),
  })
  .superRefine((v, ctx) => {
    if (v.message_to === undefined && v.class_id === undefined && v.slot_id === undefined)
      ctx.addIssue({ code: "custom", path: ["message_to"], message: CHAT_MESSAGES.selectStudent });
  });

const ok = { status: z.literal("success"), responseCode: z.literal(200) };

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  profile_pic: z.string().nullable(),
  msg_text: z.string().describe("plain text: the page turns http(s) links into anchors"),
  msg_type: z.enum(["single", "group"]),
  created_at: z.string().describe("ISO 8601 instant"),
  is_mine: z.boolean(),
  is_read: z.boolean(),
});

export const chatPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_pic: z.string().nullable(),
  unread: z.number().int(),
  last_message: z.string().nullable(),
  last_at: z.string().nullable(),
});

export const sentResponse = z.object({
  ...ok,
  message: z.string(),
  data: chatMessageSchema,
});

export const chatDataResponse = z.object({
  ...ok,
  today: z.array(chatMessageSchema),
  yesterday: z.array(chatMessageSchema),
  teacher_msg_count: z
    .number()
    .int()
    .describe("unread messages from teachers (students) or to the teacher"),
});

export const chatMsgByIdResponse = z.object({
  ...ok,
  data: z.array(chatMessageSchema),
  unread: z.number().int(),
  last_id: z.number().int(),
});

export const teacherListResponse = z.object({
  ...ok,
  teachers: z.array(chatPersonSchema),
  unread: z.array(z.object({ teacher_id: z.number().int(), count: z.number().int() })),
});

export const conversationResponse = z.object({
  ...ok,
  data: z.array(chatMessageSchema),
});

export const markedResponse = z.object({
  ...ok,
  message: z.string(),
  marked: z.number().int(),
});

export const studentListResponse = z.object({ ...ok, data: z.array(chatPersonSchema) });

export const teacherStudentListResponse = z.object({
  ...ok,
  unreadMsg: z.number().int(),
  data: z.array(chatPersonSchema),
});

export const teacherChatListResponse = z.object({
  ...ok,
  user_detail: chatPersonSchema,
  msg_list: z.array(chatMessageSchema),
});
