import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as chatData } from "@/app/(api)/get-chat-data/route";
import { GET as chatMsgById } from "@/app/(api)/get-chat-msgByid/route";
import { GET as teacherStudents } from "@/app/(api)/get-chat-student-fot-teacher/route";
import { GET as setMarked } from "@/app/(api)/set-chat-marked/route";
import { POST as sendChatMsg } from "@/app/(api)/send-chat-msg/route";
import { POST as teacherSend } from "@/app/(api)/em/sendMessageToStudent/route";
import { GET as teacherChatStudents } from "@/app/(api)/em/student-list-for-teacher-chat/route";
import { POST as teacherChatList } from "@/app/(api)/em/teacher-chat-list/route";
import { GET as studentChatData } from "@/app/(api)/st/get-chat-data/route";
import { GET as teacherList } from "@/app/(api)/st/get-chat-teacherlist/route";
import { POST as studentSend } from "@/app/(api)/st/send-chat-msg-to-student/route";
import { chatMessages, chatRecipients, chatReports } from "@/db/schema";
import { CHAT_LIMITS } from "@/lib/chat/limits";
import { CHAT_MESSAGES } from "@/lib/chat/messages";
import {
  chatDataResponse,
  chatMsgByIdResponse,
  conversationResponse,
  markedResponse,
  sentResponse,
  studentListResponse,
  teacherChatListResponse,
  teacherListResponse,
  teacherStudentListResponse,
} from "@/lib/chat/schemas";
import { postAs } from "../support/booking-fixtures";
import { getAs, type Caller } from "../support/classes-after-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";
import { whoOf } from "../support/legacy-client";

type Who = NonNullable<Caller>;
const as = whoOf;

let t: TestDatabase;
let teacher: Who, otherTeacher: Who, alice: Who, sibling: Who, bob: Who, stranger: Who;
let classId: number, otherClassId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacher = as((await makeTeacher(t.db, subject)).user);
  otherTeacher = as((await makeTeacher(t.db, subject)).user);
  const aliceRow = await makeUser(t.db, { firstName: "Alice", mobile: "9555000001" });
  alice = as(aliceRow);
  // Same mobile: the family trigger puts the sibling in Alice's family.
  sibling = as(await makeUser(t.db, { firstName: "Sia", mobile: "9555000001", email: null }));
  bob = as(await makeUser(t.db, { firstName: "Bob" }));
  stranger = as(await makeUser(t.db, { firstName: "Stranger" }));
  const startsAt = new Date(Date.now() + 24 * 3_600_000);
  classId = (
    await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: null,
      startsAt,
      students: [{ id: alice.id }, { id: bob.id }],
    })
  ).id;
  otherClassId = (
    await makeClass(t.db, {
      teacherId: otherTeacher.id,
      slotId: null,
      startsAt,
      students: [{ id: stranger.id }],
    })
  ).id;
});
afterAll(async () => {
  await t.destroy();
});

const stored = async () => (await t.db.select({ n: count() }).from(chatMessages))[0]!.n;

/** Expects a refusal with that status (and message) and no message stored by it. */
async function refused(
  call: Promise<{ status: number; body: { message?: string } }>,
  status: number,
  message?: string,
) {
  const before = await stored();
  const res = await call;
  expect(res.status).toBe(status);
  if (message) expect(res.body.message).toBe(message);
  expect(await stored()).toBe(before);
}

describe("a student and a teacher of their class (spec 3)", () => {
  it("sends, lists the unread, reads the conversation and marks it read", async () => {
    const sent = await postAs(studentSend, "/st/send-chat-msg-to-student", alice, {
      message_to: teacher.id,
      message: "  Hello teacher, see https://example.com/notes  ",
    });
    expect(sent.status).toBe(200);
    const data = sentResponse.parse(sent.body).data;
    expect(data).toMatchObject({
      sender_id: alice.id,
      msg_text: "Hello teacher, see https://example.com/notes",
      msg_type: "single",
      is_mine: true,
      is_read: false,
    });

    const list = await getAs(teacherChatStudents, "/em/student-list-for-teacher-chat", teacher);
    const parsed = teacherStudentListResponse.parse(list.body);
    expect(parsed.unreadMsg).toBe(1);
    expect(parsed.data.map((s) => s.id).sort()).toEqual([alice.id, bob.id].sort());
    expect(parsed.data.find((s) => s.id === alice.id)).toMatchObject({
      unread: 1,
      last_message: data.msg_text,
    });
    const plain = await getAs(teacherStudents, "/get-chat-student-fot-teacher", teacher);
    expect(studentListResponse.parse(plain.body).data).toHaveLength(2);

    const convo = await postAs(teacherChatList, "/em/teacher-chat-list", teacher, {
      student_id: alice.id,
    });
    const c = teacherChatListResponse.parse(convo.body);
    // A teacher sees a child by first name only (issue 16).
    expect(c.user_detail).toMatchObject({ id: alice.id, name: "Alice" });
    expect(c.msg_list[0]!.sender_name).toBe("Alice");
    expect(c.msg_list.map((m) => m.id)).toEqual([data.id]);
    expect(c.msg_list[0]!.is_mine).toBe(false);

    const marked = await getAs(setMarked, `/set-chat-marked?id=${alice.id}&action=read`, teacher);
    expect(markedResponse.parse(marked.body).marked).toBe(1);
    const after = await getAs(teacherChatStudents, "/em/student-list-for-teacher-chat", teacher);
    expect(teacherStudentListResponse.parse(after.body).unreadMsg).toBe(0);

    const reply = await postAs(teacherSend, "/em/sendMessageToStudent", teacher, {
      message_to: alice.id,
      message: "Hi Alice!",
    });
    expect(reply.status).toBe(200);
    const teachers = await getAs(teacherList, "/st/get-chat-teacherlist", alice);
    const tl = teacherListResponse.parse(teachers.body);
    expect(tl.teachers.map((x) => x.id)).toEqual([teacher.id]);
    expect(tl.unread).toEqual([{ teacher_id: teacher.id, count: 1 }]);
  });

  it("refuses empty, blank, over-long and unaddressed messages with the spec's words", async () => {
    const send = (body: object) => postAs(studentSend, "/st/send-chat-msg-to-student", alice, body);
    await refused(send({ message_to: teacher.id, message: "" }), 400, CHAT_MESSAGES.enterMessage);
    await refused(send({ message_to: teacher.id }), 400, CHAT_MESSAGES.enterMessage);
    await refused(
      send({ message_to: teacher.id, message: " \n\t " }),
      400,
      CHAT_MESSAGES.enterMessage,
    );
    await refused(
      send({ message_to: teacher.id, message: "x".repeat(CHAT_LIMITS.maxMessageChars + 1) }),
      400,
      CHAT_MESSAGES.tooLong,
    );
    await refused(send({ message: "Hello" }), 400, CHAT_MESSAGES.selectTeacher);
    const tsend = (body: object) => postAs(teacherSend, "/em/sendMessageToStudent", teacher, body);
    await refused(tsend({ message: "Hello" }), 400, CHAT_MESSAGES.selectStudent);
    await refused(tsend({ message_to: alice.id, message: "" }), 400, CHAT_MESSAGES.enterMessage);
    const longest = await send({
      message_to: teacher.id,
      message: "y".repeat(CHAT_LIMITS.maxMessageChars),
    });
    expect(longest.status).toBe(200);
  });

  it("refuses recipients who are not the sender's, and the wrong role", async () => {
    const send = (who: Who | null, to: number) =>
      postAs(studentSend, "/st/send-chat-msg-to-student", who, { message_to: to, message: "Hi" });
    await refused(send(alice, otherTeacher.id), 403, CHAT_MESSAGES.notYourTeacher);
    await refused(send(alice, bob.id), 403, CHAT_MESSAGES.notYourTeacher);
    // The sibling has no class with the teacher: the message would be the sibling's own.
    await refused(send(sibling, teacher.id), 403, CHAT_MESSAGES.notYourTeacher);
    await refused(send(teacher, teacher.id), 403);
    await refused(send(null, teacher.id), 401);
    const tsend = (to: object) =>
      postAs(teacherSend, "/em/sendMessageToStudent", teacher, { message: "Hi", ...to });
    await refused(tsend({ message_to: stranger.id }), 403, CHAT_MESSAGES.notYourStudent);
    await refused(tsend({ message_to: otherTeacher.id }), 403, CHAT_MESSAGES.notYourStudent);
    await refused(tsend({ class_id: otherClassId }), 403, CHAT_MESSAGES.notYourClass);
    await refused(
      postAs(teacherSend, "/em/sendMessageToStudent", alice, { message_to: bob.id, message: "Hi" }),
      403,
    );
  });
});

describe("spec 2 chat boxes", () => {
  it("a teacher's group message reaches every student of the class", async () => {
    const res = await postAs(sendChatMsg, "/send-chat-msg", teacher, {
      message: "Class moves to 6 pm",
      msg_type: "group",
      class_id: classId,
    });
    expect(res.status).toBe(200);
    const id = sentResponse.parse(res.body).data.id;
    const rows = await t.db
      .select({ userId: chatRecipients.userId })
      .from(chatRecipients)
      .where(eq(chatRecipients.messageId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([alice.id, bob.id].sort());

    const bobsDay = chatDataResponse.parse((await getAs(chatData, "/get-chat-data", bob)).body);
    expect(bobsDay.today.map((m) => m.id)).toContain(id);
    expect(bobsDay.yesterday).toEqual([]);
    expect(bobsDay.teacher_msg_count).toBeGreaterThanOrEqual(1);

    const polled = chatMsgByIdResponse.parse(
      (await getAs(chatMsgById, `/get-chat-msgByid?id=${id - 1}`, bob)).body,
    );
    expect(polled.data.map((m) => m.id)).toEqual([id]);
    expect(polled.last_id).toBe(id);
    const none = chatMsgByIdResponse.parse(
      (await getAs(chatMsgById, `/get-chat-msgByid?id=${id}`, bob)).body,
    );
    expect(none.data).toEqual([]);
  });

  it("a person message needs a recipient and a text, and only allowed people", async () => {
    const send = (who: Who, body: object) => postAs(sendChatMsg, "/send-chat-msg", who, body);
    await refused(
      send(alice, { message: "Hi", msg_type: "single" }),
      400,
      CHAT_MESSAGES.selectPerson,
    );
    await refused(send(alice, { message: "Hi", message_to: [] }), 400, CHAT_MESSAGES.selectPerson);
    await refused(
      send(alice, { message: " ", message_to: [teacher.id] }),
      400,
      CHAT_MESSAGES.typeMessage,
    );
    await refused(
      send(alice, { message: "Hi", msg_type: "group", class_id: classId }),
      403,
      CHAT_MESSAGES.groupTeachersOnly,
    );
    await refused(
      send(teacher, { message: "Hi", msg_type: "group" }),
      400,
      CHAT_MESSAGES.selectClass,
    );
    // One stranger among allowed recipients: nothing is stored for anyone.
    await refused(
      send(teacher, { message: "Hi", message_to: [alice.id, stranger.id] }),
      403,
      CHAT_MESSAGES.notYourStudent,
    );
    const ok = await send(teacher, { message: "Hi both", message_to: `${alice.id},${bob.id}` });
    expect(ok.status).toBe(200);
  });
});

describe("family visibility and reports", () => {
  it("the whole family reads a child's conversation; another family does not", async () => {
    const mine = conversationResponse.parse(
      (await getAs(studentChatData, `/st/get-chat-data?teacher_id=${teacher.id}`, alice)).body,
    );
    const family = conversationResponse.parse(
      (await getAs(studentChatData, `/st/get-chat-data?teacher_id=${teacher.id}`, sibling)).body,
    );
    expect(family.data.map((m) => m.id)).toEqual(mine.data.map((m) => m.id));
    expect(family.data.length).toBeGreaterThan(2);
    const siblingList = teacherListResponse.parse(
      (await getAs(teacherList, "/st/get-chat-teacherlist", sibling)).body,
    );
    expect(siblingList.teachers.map((x) => x.id)).toEqual([teacher.id]);

    const other = await getAs(
      studentChatData,
      `/st/get-chat-data?teacher_id=${teacher.id}`,
      stranger,
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(CHAT_MESSAGES.notYourConversation);
    const missing = await getAs(studentChatData, "/st/get-chat-data", alice);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(CHAT_MESSAGES.selectTeacher);
    const strangerDay = chatDataResponse.parse(
      (await getAs(chatData, "/get-chat-data", stranger)).body,
    );
    expect(strangerDay.today).toEqual([]);
    const strangerPoll = chatMsgByIdResponse.parse(
      (await getAs(chatMsgById, "/get-chat-msgByid?id=0", stranger)).body,
    );
    expect(strangerPoll.data).toEqual([]);

    const teacherSide = await postAs(teacherChatList, "/em/teacher-chat-list", otherTeacher, {
      student_id: alice.id,
    });
    expect(teacherSide.status).toBe(403);
    const noStudent = await postAs(teacherChatList, "/em/teacher-chat-list", teacher, {});
    expect(noStudent.status).toBe(400);
    expect(noStudent.body.message).toBe(CHAT_MESSAGES.selectStudent);
    expect((await getAs(teacherList, "/st/get-chat-teacherlist", teacher)).status).toBe(403);
  });

  it("a family member reports a teacher's message once; nothing else can be reported", async () => {
    const convo = conversationResponse.parse(
      (await getAs(studentChatData, `/st/get-chat-data?teacher_id=${teacher.id}`, sibling)).body,
    );
    const fromTeacher = convo.data.find((m) => m.sender_id === teacher.id)!;
    const fromAlice = convo.data.find((m) => m.sender_id === alice.id)!;
    const report = (who: Who, id: number) =>
      getAs(setMarked, `/set-chat-marked?id=${id}&action=report`, who);
    const first = await report(sibling, fromTeacher.id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(CHAT_MESSAGES.reported);
    expect((await report(sibling, fromTeacher.id)).status).toBe(200);
    expect((await report(alice, fromAlice.id)).status).toBe(403);
    expect((await report(stranger, fromTeacher.id)).status).toBe(403);
    expect((await report(teacher, fromAlice.id)).status).toBe(403);
    const rows = await t.db.select().from(chatReports);
    expect(rows).toMatchObject([{ messageId: fromTeacher.id, reporterId: sibling.id }]);
    const bad = await getAs(
      setMarked,
      `/set-chat-marked?id=${fromTeacher.id}&action=delete`,
      alice,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CHAT_MESSAGES.unknownAction);
  });

  it("a parent's read mark clears the family's unread count", async () => {
    const before = teacherListResponse.parse(
      (await getAs(teacherList, "/st/get-chat-teacherlist", sibling)).body,
    );
    expect(before.unread[0]!.count).toBeGreaterThan(0);
    await getAs(setMarked, `/set-chat-marked?id=${teacher.id}`, sibling);
    const after = teacherListResponse.parse(
      (await getAs(teacherList, "/st/get-chat-teacherlist", alice)).body,
    );
    expect(after.unread).toEqual([]);
    expect(after.teachers[0]!.unread).toBe(0);
  });
});

describe("rate limit", () => {
  it("refuses a flood from one account with a clear message and stores none of it", async () => {
    const send = () =>
      postAs(sendChatMsg, "/send-chat-msg", bob, { message: "spam", message_to: [teacher.id] });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send()).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const res = await send();
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(CHAT_MESSAGES.tooFast);
    expect(res.response.headers.get("retry-after")).toMatch(/^\d+$/);
    const bobs = await t.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.senderId, bob.id));
    expect(bobs[0]!.n).toBe(30);
  });

  it("lets exactly the budget through when one account floods in parallel", async () => {
    const flooder = as(await makeUser(t.db, { firstName: "Flood" }));
    await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: null,
      startsAt: new Date(Date.now() + 48 * 3_600_000),
      students: [{ id: flooder.id }],
    });
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        postAs(studentSend, "/st/send-chat-msg-to-student", flooder, {
          message_to: teacher.id,
          message: `flood ${i}`,
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    const stored = await t.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.senderId, flooder.id));
    expect(stored[0]!.n).toBe(30);
  });
});
