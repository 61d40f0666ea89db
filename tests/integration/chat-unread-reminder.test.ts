import { and, eq, gt, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, chatRecipients, families, outboxMessages, users } from "@/db/schema";
import { chatReminderDelayMinutes, CHAT_LIMITS } from "@/lib/chat/limits";
import { remindUnreadChats } from "@/lib/chat/unread-reminder";
import { makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb, type RacingDb } from "../support/racing-db";

// The chat's unread reminder (issue 19): told once, to the family's contact, never for a read, a
// recent or a very old message, never to a teacher; two workers at once still send one notice.

const DELAY = 60;
const NOW = new Date("2026-11-24T12:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
let r: RacingDb;

beforeAll(async () => {
  r = await openRacingDb(4);
});
afterAll(() => closeRacingDb(r));

async function lastOutboxId(): Promise<number> {
  const [row] = await r.t.db.select({ last: max(outboxMessages.id) }).from(outboxMessages);
  return row?.last ?? 0;
}

async function sentSince(id: number) {
  return r.t.db
    .select({ to: outboxMessages.to, body: outboxMessages.body })
    .from(outboxMessages)
    .where(gt(outboxMessages.id, id));
}

/** A teacher, a child of a family with its own mobile, and a message to the child `ago` minutes old. */
async function conversation(ago: number, read = false) {
  const teacher = await makeUser(r.t.db, {
    role: "teacher",
    firstName: "Rohan",
    lastName: "Mathew",
  });
  const child = await makeUser(r.t.db, { firstName: "Diya" });
  const [family] = await r.t.db
    .select({ mobile: families.mobile, countryCode: families.countryCode })
    .from(families)
    .innerJoin(users, eq(users.familyId, families.id))
    .where(eq(users.id, child.id));
  const message = await say(teacher.id, child.id, ago, read);
  return { teacher, child, message, familyMobile: `${family!.countryCode}${family!.mobile}` };
}

async function say(from: number, to: number, ago: number, read = false) {
  const [message] = await r.t.db
    .insert(chatMessages)
    .values({
      senderId: from,
      msgType: "single",
      body: "Please practise the C chord.",
      createdAt: minutesAgo(ago),
    })
    .returning({ id: chatMessages.id });
  await r.t.db
    .insert(chatRecipients)
    .values({ messageId: message!.id, userId: to, readAt: read ? minutesAgo(ago - 1) : null });
  return message!.id;
}

describe("the unread chat reminder", () => {
  it("tells the family once, at the family's contact, with who wrote and no message text", async () => {
    const { teacher, child, familyMobile } = await conversation(DELAY + 5);
    await say(teacher.id, child.id, DELAY + 1);
    const since = await lastOutboxId();
    expect(await remindUnreadChats(r.t.db, NOW, DELAY)).toBe(1);
    const sent = await sentSince(since);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(familyMobile);
    expect(sent[0]!.body).toContain("2 unread messages from Rohan Mathew");
    expect(sent[0]!.body).not.toContain("C chord");
    const marked = await r.t.db
      .select({ at: chatRecipients.remindedAt })
      .from(chatRecipients)
      .where(eq(chatRecipients.userId, child.id));
    expect(marked.map((m) => m.at?.toISOString())).toEqual([NOW.toISOString(), NOW.toISOString()]);
    // A later run sends nothing more for the same messages.
    expect(await remindUnreadChats(r.t.db, new Date(NOW.getTime() + 3_600_000), DELAY)).toBe(0);
  });

  it("leaves read, recent, very old and teachers' messages alone", async () => {
    const read = await conversation(DELAY + 5, true);
    const recent = await conversation(DELAY - 5);
    const old = await conversation(CHAT_LIMITS.reminderMaxAgeDays * 24 * 60 + 5);
    await say(read.child.id, read.teacher.id, DELAY + 30);
    const since = await lastOutboxId();
    await remindUnreadChats(r.t.db, NOW, DELAY);
    const tos = (await sentSince(since)).map((m) => m.to);
    for (const quiet of [read, recent, old]) expect(tos).not.toContain(quiet.familyMobile);
    const [teacherRow] = await r.t.db
      .select({ at: chatRecipients.remindedAt })
      .from(chatRecipients)
      .where(and(eq(chatRecipients.userId, read.teacher.id)));
    expect(teacherRow!.at).toBeNull();
  });

  it("sends one notice per family when several workers run at the same moment", async () => {
    const waiting = await Promise.all(Array.from({ length: 6 }, () => conversation(DELAY + 10)));
    const since = await lastOutboxId();
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => remindUnreadChats(r.pool.db, NOW, DELAY)),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(waiting.length);
    const tos = (await sentSince(since)).map((m) => m.to);
    for (const w of waiting) expect(tos.filter((to) => to === w.familyMobile)).toHaveLength(1);
  });
});

describe("CHAT_REMINDER_MINUTES", () => {
  it("reads whole minutes of at least 5, else the default", () => {
    expect(chatReminderDelayMinutes({})).toBe(CHAT_LIMITS.reminderDelayMinutes);
    expect(chatReminderDelayMinutes({ CHAT_REMINDER_MINUTES: "30" })).toBe(30);
    expect(chatReminderDelayMinutes({ CHAT_REMINDER_MINUTES: "2" })).toBe(
      CHAT_LIMITS.reminderDelayMinutes,
    );
    expect(chatReminderDelayMinutes({ CHAT_REMINDER_MINUTES: "ten" })).toBe(
      CHAT_LIMITS.reminderDelayMinutes,
    );
  });
});
