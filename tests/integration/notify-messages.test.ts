import { desc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as calendar } from "@/app/(api)/calendar/classes.ics/route";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { families, outboxMessages, users } from "@/db/schema";
import { bookOccurrences } from "@/lib/scheduling/booking/book";
import { cancelByStudent } from "@/lib/scheduling/booking/cancel";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import { makeSlotOn } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { deliver, makePack, orderByRef, post, sandboxHook } from "./payments-support";

let t: TestDatabase;
let subject: { id: number; streamId: number };
let mobiles = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const stream = await makeStream(t.db);
  subject = await makeSubject(t.db, stream.id);
});
afterAll(() => t.destroy());

/** A family (its own mobile and e-mail) with one child who has no contact of their own. */
async function familyChild(over: Partial<typeof users.$inferInsert> = {}) {
  const mobile = String(9700000000 + ++mobiles);
  const [family] = await t.db
    .insert(families)
    .values({ parentName: "Priya", mobile, email: `family${mobiles}@test.example` })
    .returning();
  const child = await makeUser(t.db, {
    role: "student",
    firstName: "Kabir",
    mobile: null,
    email: null,
    familyId: family!.id,
    ...over,
  });
  return { family: family!, child, familyMobile: `+91${mobile}` };
}

async function teacher() {
  const { user } = await makeTeacher(t.db, subject, {
    user: { firstName: "Rohan", lastName: "Mathew", timeZone: "Asia/Kolkata" },
  });
  return user;
}

const sentTo = (to: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id));

const teacherAddress = (u: { countryCode: string; mobile: string | null }) =>
  `${u.countryCode}${u.mobile}`;

async function bookDemo(childId: number, teacherUser: { id: number; timeZone: string }) {
  const { slot, date } = await makeSlotOn(t.db, teacherUser, 3);
  const [booked] = await bookOccurrences(t.db, childId, [{ slotId: slot.id, date }], {
    kind: "demo",
    now: new Date(),
  });
  return booked!;
}

async function getCalendar(
  query: string,
  user: { id: number; role: "student" | "teacher" } | null,
) {
  const headers = user ? await cookieHeaderFor(user) : {};
  return calendar(new Request(`http://localhost/calendar/classes.ics?${query}`, { headers }));
}

describe("booking confirmation", () => {
  it("goes to the family's contact in the child's zone and to the teacher in theirs, with a calendar link", async () => {
    const { child, familyMobile } = await familyChild({ timeZone: "America/New_York" });
    const rohan = await teacher();
    const booked = await bookDemo(child.id, rohan);
    const startsAt = booked.session.startsAt;

    const [family] = await sentTo(familyMobile);
    expect(family).toMatchObject({ channel: "sms", kind: "notice" });
    expect(family!.body).toContain("1 class booked for Kabir");
    expect(family!.body).toContain(formatWhenIn(startsAt, "America/New_York"));
    expect(family!.body).toContain("with Rohan Mathew");
    const link = `http://localhost:3000/calendar/classes.ics?e=${booked.enrolmentId}`;
    expect(family!.body).toContain(`Add to calendar: ${link}`);

    const [toTeacher] = await sentTo(teacherAddress(rohan));
    expect(toTeacher!.body).toContain("a new booking: 1 class");
    expect(toTeacher!.body).toContain(formatWhenIn(startsAt, "Asia/Kolkata"));
    expect(toTeacher!.body).toContain(`with Kabir ${child.lastName}`);
  });

  it("uses WhatsApp only with the family's consent", async () => {
    const { child, familyMobile } = await familyChild({ isWhatsappAllowed: true });
    await bookDemo(child.id, await teacher());
    const [message] = await sentTo(familyMobile);
    expect(message!.channel).toBe("whatsapp");
  });

  it("sends nothing when the booking is refused (rolled back)", async () => {
    const { child, familyMobile } = await familyChild();
    const rohan = await teacher();
    await bookDemo(child.id, rohan);
    const before = (await sentTo(familyMobile)).length;
    await expect(bookDemo(child.id, rohan)).rejects.toThrow();
    expect(await sentTo(familyMobile)).toHaveLength(before);
  });
});

describe("GET /calendar/classes.ics", () => {
  it("serves a valid calendar of the booked class to its student and teacher only", async () => {
    const { child } = await familyChild();
    const rohan = await teacher();
    const booked = await bookDemo(child.id, rohan);
    const q = `e=${booked.enrolmentId}`;

    for (const viewer of [
      { id: child.id, role: "student" as const },
      { id: rohan.id, role: "teacher" as const },
    ]) {
      const res = await getCalendar(q, viewer);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const calendarFile = new ICAL.Component(ICAL.parse(await res.text()));
      const events = calendarFile.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
      expect(events).toHaveLength(1);
      expect(events[0]!.startDate.toJSDate().getTime()).toBe(booked.session.startsAt.getTime());
      expect(events[0]!.endDate.toJSDate().getTime()).toBe(booked.session.endsAt.getTime());
      expect(events[0]!.summary).toContain("with Rohan Mathew");
    }

    const stranger = await makeUser(t.db, { role: "student" });
    expect((await getCalendar(q, { id: stranger.id, role: "student" })).status).toBe(404);
    const anonymous = await getCalendar(q, null);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe(
      `http://localhost/login?next=${encodeURIComponent(`/calendar/classes.ics?${q}`)}`,
    );
    expect((await getCalendar("e=abc", { id: child.id, role: "student" })).status).toBe(400);
  });
});

describe("cancellation notice", () => {
  it("tells the family and the teacher", async () => {
    const { child, familyMobile } = await familyChild();
    const rohan = await teacher();
    const booked = await bookDemo(child.id, rohan);
    await cancelByStudent(t.db, child.id, booked.session.id, new Date());
    const [family] = await sentTo(familyMobile);
    expect(family!.body).toContain("1 class cancelled by the student");
    const [toTeacher] = await sentTo(teacherAddress(rohan));
    expect(toTeacher!.body).toContain("1 class cancelled by the student");
    expect(toTeacher!.body).toContain(formatWhenIn(booked.session.startsAt, "Asia/Kolkata"));
  });
});

describe("payment receipt", () => {
  it("reaches the family once the payment is fulfilled, with the tax invoice number", async () => {
    const { child, familyMobile } = await familyChild();
    const pack = await makePack(t.db, subject.id, { name: "Guitar, 8 classes" });
    const res = await post(
      purchase,
      "/purchase-course-package",
      { pack_id: pack.id },
      { user: { id: child.id, role: "student" } },
    );
    const order = await orderByRef(t.db, res.body.order_reference);
    expect(await sentTo(familyMobile)).toHaveLength(0);
    await deliver(webhook, "sandbox", sandboxHook(order));
    const paid = await orderByRef(t.db, order.reference);
    expect(paid.invoiceNumber).toMatch(/^TL\/\d{4}-\d{2}\/\d{6}$/);
    const [receipt] = await sentTo(familyMobile);
    expect(receipt!.body).toContain("we received ₹1,180");
    expect(receipt!.body).toContain(`order ${order.reference}, tax invoice ${paid.invoiceNumber}`);
    expect(receipt!.body).toContain("/st/orders");

    // A second delivery of the same payment sends nothing more.
    await deliver(webhook, "sandbox", sandboxHook(order, { eventId: "evt_again" }));
    expect(await sentTo(familyMobile)).toHaveLength(1);
  });
});
