import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as feedRoute, POST as feedPost } from "@/app/(api)/calendar/feed/[token]/route";
import { classSessions, families, SESSION_STATUS, sessionEnrolments, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { issueFeedUrl, loadReminderSettings, setFamilyReminders } from "@/lib/reminders/settings";
import { liveClass } from "../support/classes-live-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// Private calendar feeds: the owner's token opens their classes (validated with ical.js), a
// revoked or foreign token opens nothing, and the family's reminders switch.

let t: TestDatabase;
let subject: { id: number; streamId: number };
const DAY = 86_400_000;
/** iCalendar times have whole seconds. */
const sec = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString();
const as = (u: { id: number; role: "student" | "teacher" | "admin" }): SessionUser => ({
  id: u.id,
  role: u.role,
  name: "Test",
  prefix: "",
});

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  subject = await makeSubject(t.db, (await makeStream(t.db)).id, { name: "Violin" });
});
afterAll(() => t.destroy());

async function fetchFeed(url: string) {
  const token = new URL(url).pathname.split("/").pop()!;
  const res = await feedRoute(new Request(url), { params: Promise.resolve({ token }) });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      status: v.getFirstPropertyValue("status"),
    };
  });
}

async function familyOf(studentId: number) {
  const [row] = await t.db
    .select({ id: users.familyId })
    .from(users)
    .where(eq(users.id, studentId));
  return row!.id!;
}

describe("calendar feeds", () => {
  it("lists every class of the family's children, with UTC times, and cancelled ones as cancelled", async () => {
    const { user: teacher } = await makeTeacher(t.db, subject, {
      user: { firstName: "Ravi", lastName: "Iyer", timeZone: "America/New_York" },
    });
    const kabir = await makeUser(t.db, { role: "student", firstName: "Kabir" });
    const meera = await makeUser(t.db, {
      role: "student",
      firstName: "Meera",
      familyId: await familyOf(kabir.id),
      email: null,
      mobile: null,
    });
    const stranger = await makeUser(t.db, { role: "student", firstName: "Zoe" });
    const first = await liveClass(t.db, {
      teacherId: teacher.id,
      subjectId: subject.id,
      startsIn: 2 * 24 * 60,
      students: [{ id: kabir.id }],
    });
    const second = await liveClass(t.db, {
      teacherId: teacher.id,
      subjectId: subject.id,
      startsIn: 3 * 24 * 60,
      students: [{ id: meera.id, status: SESSION_STATUS.cancelled }],
    });
    await liveClass(t.db, {
      teacherId: teacher.id,
      startsIn: 4 * 24 * 60,
      students: [{ id: stranger.id }],
    });

    const { url } = await issueFeedUrl(t.db, as(meera), "http://localhost");
    expect(url).toMatch(/^http:\/\/localhost\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("text/calendar; charset=utf-8");
    const events = parse(feed.text);
    expect(events).toHaveLength(2);
    const [kabirs, meeras] = events;
    expect(kabirs).toMatchObject({
      summary: "Kabir: Violin with Ravi Iyer",
      start: sec(first.startsAt),
      end: sec(first.endsAt),
      status: "CONFIRMED",
    });
    expect(meeras).toMatchObject({ start: sec(second.startsAt), status: "CANCELLED" });
    expect(feed.text).not.toContain("Zoe");
    expect(feed.text).not.toContain("METHOD:");
  });

  it("keeps a class's UID when it moves, so the calendar updates the event", async () => {
    const { user: teacher } = await makeTeacher(t.db, subject);
    const kid = await makeUser(t.db, { role: "student" });
    const session = await liveClass(t.db, {
      teacherId: teacher.id,
      startsIn: 24 * 60,
      students: [{ id: kid.id }],
    });
    const { url } = await issueFeedUrl(t.db, as(kid), "http://localhost");
    const before = parse((await fetchFeed(url)).text);
    const moved = {
      startsAt: new Date(session.startsAt.getTime() + DAY),
      endsAt: new Date(session.endsAt.getTime() + DAY),
    };
    await t.db.update(classSessions).set(moved).where(eq(classSessions.id, session.id));
    await t.db
      .update(sessionEnrolments)
      .set(moved)
      .where(eq(sessionEnrolments.sessionId, session.id));
    const after = parse((await fetchFeed(url)).text);
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after[0]!.start).toBe(sec(moved.startsAt));
  });

  it("gives the teacher their own classes only, naming the booked students", async () => {
    const { user: teacher } = await makeTeacher(t.db, subject);
    const { user: other } = await makeTeacher(t.db, subject);
    const a = await makeUser(t.db, { role: "student", firstName: "Asha" });
    const b = await makeUser(t.db, { role: "student", firstName: "Bilal" });
    await liveClass(t.db, {
      teacherId: teacher.id,
      subjectId: subject.id,
      startsIn: 60,
      students: [{ id: a.id }, { id: b.id }],
    });
    await liveClass(t.db, {
      teacherId: teacher.id,
      startsIn: 5 * 60,
      status: SESSION_STATUS.cancelled,
      students: [{ id: a.id, status: SESSION_STATUS.cancelled }],
    });
    await liveClass(t.db, { teacherId: other.id, startsIn: 3 * 60, students: [{ id: b.id }] });
    const { url } = await issueFeedUrl(t.db, as(teacher), "http://localhost");
    const events = parse((await fetchFeed(url)).text);
    expect(events.map((e) => [e.summary, e.status])).toEqual([
      ["Violin with Asha, Bilal", "CONFIRMED"],
      ["Class with no students", "CANCELLED"],
    ]);
    expect(events.every((e) => e.uid.startsWith("session-"))).toBe(true);
  });

  it("a revoked address answers 404 and the new one works; made-up tokens answer 404", async () => {
    const { user: teacher } = await makeTeacher(t.db, subject);
    const first = await issueFeedUrl(t.db, as(teacher), "http://localhost");
    expect((await loadReminderSettings(t.db, as(teacher))).hasFeed).toBe(true);
    const second = await issueFeedUrl(t.db, as(teacher), "http://localhost");
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);
    for (const bad of ["x".repeat(43), "short", `${"a".repeat(43)}.ics`]) {
      expect((await fetchFeed(`http://localhost/calendar/feed/${bad}`)).status).toBe(404);
    }
    const post = await feedPost(new Request(second.url, { method: "POST" }), {
      params: Promise.resolve({ token: "x" }),
    });
    expect(post.status).toBe(405);
  });

  it("admins have no feed", async () => {
    const admin = await makeUser(t.db, { role: "admin" });
    await expect(issueFeedUrl(t.db, as(admin), "http://localhost")).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("the family's class reminders switch", () => {
  it("any child of the family turns it off and on; teachers cannot", async () => {
    const kid = await makeUser(t.db, { role: "student" });
    const familyId = await familyOf(kid.id);
    expect(await loadReminderSettings(t.db, as(kid))).toEqual({
      hasFeed: false,
      remindersOn: true,
    });
    await setFamilyReminders(t.db, as(kid), false);
    const [row] = await t.db.select().from(families).where(eq(families.id, familyId));
    expect(row!.classReminders).toBe(false);
    expect((await loadReminderSettings(t.db, as(kid))).remindersOn).toBe(false);
    await setFamilyReminders(t.db, as(kid), true);
    expect((await loadReminderSettings(t.db, as(kid))).remindersOn).toBe(true);
    const { user: teacher } = await makeTeacher(t.db, subject);
    await expect(setFamilyReminders(t.db, as(teacher), false)).rejects.toMatchObject({
      status: 403,
    });
    expect((await loadReminderSettings(t.db, as(teacher))).remindersOn).toBeNull();
  });
});
