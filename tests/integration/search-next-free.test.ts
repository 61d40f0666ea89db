import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  classSessions,
  LEAVE_STATUS,
  SESSION_STATUS,
  teacherLeaveDays,
  teacherLeaves,
  teacherSlots,
} from "@/db/schema";
import { refreshSearchDocuments } from "@/lib/catalog/search-document";
import { filtersToParams, searchFiltersSchema } from "@/lib/catalog/search/filters";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { rowsOf } from "@/lib/db-rows";
import { nextFreeDemoTimes } from "@/lib/scheduling/timetable/next-free-sql";
import { loadNextFreeTimes } from "@/lib/scheduling/timetable/next-free-times";
import { makeStream, makeSubject, makeTeacher } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// Sort by next available time (issue 26 item 2): each teacher's next free demo time, the rule
// of the profile's "Next free demo times", soonest first, teachers without one last.
const NOW = new Date("2026-02-25T06:00:00Z"); // a Wednesday
let t: TestDatabase;
const ids = {} as Record<
  "india" | "newYork" | "tie" | "full" | "busy" | "leave" | "paidOnly" | "none",
  number
>;

beforeAll(async () => {
  t = await createTestDatabase();
  const stream = await makeStream(t.db, { name: "Music", slug: "music-nf" });
  const subject = await makeSubject(t.db, stream.id, { name: "Violin NF", slug: "violin-nf" });
  const teacher = (timeZone: string, rating = 4.5) =>
    makeTeacher(t.db, subject, { user: { timeZone }, profile: { rating } });
  // Made in this order so that ids alone would give another order than the expected one.
  const none = await teacher("Asia/Kolkata", 5);
  const paidOnly = await teacher("Asia/Kolkata", 5);
  const leave = await teacher("Asia/Kolkata");
  const full = await teacher("Asia/Kolkata");
  const busy = await teacher("Asia/Kolkata");
  const tie = await teacher("Asia/Kolkata", 4);
  const india = await teacher("Asia/Kolkata", 4.8);
  const newYork = await teacher("America/New_York");
  Object.assign(ids, {
    none: none.user.id,
    paidOnly: paidOnly.user.id,
    leave: leave.user.id,
    full: full.user.id,
    busy: busy.user.id,
    tie: tie.user.id,
    india: india.user.id,
    newYork: newYork.user.id,
  });
  const thursdayEvening = { dayOfWeek: 4, startTime: "19:00", isDemoSlot: true }; // 13:30Z
  const [, , fullSlot] = await t.db
    .insert(teacherSlots)
    .values([
      { teacherId: ids.india, ...thursdayEvening },
      { teacherId: ids.tie, ...thursdayEvening },
      { teacherId: ids.full, ...thursdayEvening },
      { teacherId: ids.leave, ...thursdayEvening },
      { teacherId: ids.busy, ...thursdayEvening },
      // Wednesday 20:00 in New York (EST) = Thursday 01:00Z: the soonest.
      { teacherId: ids.newYork, dayOfWeek: 3, startTime: "20:00", isDemoSlot: true },
      // Wednesday 00:30 in New York = 05:30Z, just past: its next one is next week.
      { teacherId: ids.newYork, dayOfWeek: 3, startTime: "00:30", isDemoSlot: true },
      { teacherId: ids.paidOnly, dayOfWeek: 4, startTime: "09:00" },
      { teacherId: ids.none, ...thursdayEvening, isActive: false },
    ])
    .returning();
  // Thursday's class of `full` is taken; `leave` is on leave that Thursday.
  await t.db.insert(classSessions).values({
    teacherId: ids.full,
    slotId: fullSlot!.id,
    startsAt: new Date("2026-02-26T13:30:00Z"),
    endsAt: new Date("2026-02-26T14:30:00Z"),
    isDemo: true,
    capacity: 1,
    enrolledCount: 1,
  });
  // `busy` teaches a class made without a slot (a substitute's) across that Thursday's time.
  await t.db.insert(classSessions).values({
    teacherId: ids.busy,
    startsAt: new Date("2026-02-26T13:00:00Z"),
    endsAt: new Date("2026-02-26T14:00:00Z"),
    capacity: 1,
    enrolledCount: 1,
  });
  const [leave1] = await t.db
    .insert(teacherLeaves)
    .values({ teacherId: ids.leave, type: "casual", fromDate: "2026-02-26", toDate: "2026-02-27" })
    .returning();
  await t.db.insert(teacherLeaveDays).values(
    ["2026-02-26", "2026-02-27"].map((leaveDate) => ({
      leaveId: leave1!.id,
      teacherId: ids.leave,
      leaveDate,
    })),
  );
  // `tie` took a leave for this Thursday and withdrew that day: it is free again.
  const [leave2] = await t.db
    .insert(teacherLeaves)
    .values({ teacherId: ids.tie, type: "casual", fromDate: "2026-02-26", toDate: "2026-02-26" })
    .returning();
  await t.db.insert(teacherLeaveDays).values({
    leaveId: leave2!.id,
    teacherId: ids.tie,
    leaveDate: "2026-02-26",
    status: LEAVE_STATUS.withdrawn,
    withdrawnAt: NOW,
  });
  await refreshSearchDocuments(t.db);
});
afterAll(async () => {
  await t.destroy();
});

async function sorted(zone = "Asia/Kolkata", query: Record<string, string> = {}) {
  const filters = searchFiltersSchema.parse({ class: "music-nf", filter: "next_free", ...query });
  const result = await searchTeachers(t.db, null, filters, "INR", { zone, now: NOW });
  return result.teachers.map((x) => x.id);
}

describe("sort by next available time", () => {
  it("orders by the next free demo time, ties by rating, teachers without one last", async () => {
    expect(await sorted()).toEqual([
      ids.newYork, // Thu 01:00Z
      ids.india, // Thu 13:30Z, rated 4.8
      ids.tie, // Thu 13:30Z, rated 4.0 (its leave that day was withdrawn)
      ids.leave, // next Thursday, 4.5 (on leave this Thursday); equal to `full`: by id
      ids.full, // next Thursday, 4.5 (this Thursday's class is full)
      ids.busy, // next Thursday, 4.5 (another class this Thursday)
      ids.none, // no active demo slot, rated 5.0: last despite the rating
      ids.paidOnly, // paid slots only, 5.0
    ]);
  });

  it("gives each teacher's next free time (for the card), and only with this sort", async () => {
    const filters = searchFiltersSchema.parse({ class: "music-nf", filter: "next_free" });
    const { teachers } = await searchTeachers(t.db, null, filters, "INR", {
      zone: "Asia/Kolkata",
      now: NOW,
    });
    const at = new Map(teachers.map((x) => [x.id, x.nextFreeAt]));
    expect(at.get(ids.newYork)).toBe("2026-02-26T01:00:00.000Z");
    expect(at.get(ids.full)).toBe("2026-03-05T13:30:00.000Z");
    expect(at.get(ids.none)).toBeNull();
    const byRating = await searchTeachers(
      t.db,
      null,
      searchFiltersSchema.parse({ class: "music-nf", filter: "rating" }),
      "INR",
      { zone: "Asia/Kolkata", now: NOW },
    );
    expect(byRating.teachers.every((x) => !("nextFreeAt" in x))).toBe(true);
  });

  it("is the same order whatever the visitor's zone (instants, not local times)", async () => {
    expect(await sorted("America/New_York")).toEqual(await sorted("Asia/Kolkata"));
  });

  it("keeps other filters and is written in the canonical URL", async () => {
    expect(await sorted("Asia/Kolkata", { trial: "1" })).toEqual([
      ids.newYork,
      ids.india,
      ids.tie,
      ids.leave,
      ids.full,
      ids.busy,
    ]);
    const filters = searchFiltersSchema.parse({ filter: "next_free", class: "music-nf" });
    expect(filtersToParams(filters).get("filter")).toBe("next_free");
  });

  async function agree(now: Date, zone: string, teacherIds: number[]) {
    const rows = rowsOf<{ teacher_id: number; next_free_at: string | Date }>(
      await t.db.execute(sql`select teacher_id, next_free_at from ${nextFreeDemoTimes(now)} nf`),
    );
    const bySql = new Map(rows.map((r) => [r.teacher_id, new Date(r.next_free_at).toISOString()]));
    for (const id of teacherIds) {
      const [first] = await loadNextFreeTimes(t.db, { teacherId: id, user: null, zone, now });
      expect(bySql.get(id) ?? null, String(id)).toBe(first ? first.starts_at : null);
    }
    return bySql;
  }

  it("agrees with the profile's next free demo times", async () => {
    await agree(NOW, "Asia/Kolkata", Object.values(ids));
  });

  it("agrees on each of the seven weekdays, early, midday and late, in India, New York and London", async () => {
    // Weekday-proof (issue 34): the windows of the profile and of the sort once differed on a
    // Saturday evening abroad. Pin the clock to every weekday of a week that crosses New York's
    // DST change (8 March 2026) and check both rules still give the same first time.
    const saturday = Date.parse("2026-03-07T00:00:00Z");
    for (let day = 0; day < 7; day++) {
      for (const hour of [1, 12, 23]) {
        const at = new Date(saturday + (day * 24 + hour) * 3_600_000);
        for (const zone of ["Asia/Kolkata", "America/New_York", "Europe/London"]) {
          await agree(at, zone, Object.values(ids));
        }
      }
    }
  });

  it("looks two weeks ahead from now, also when they end in the viewer's third week", async () => {
    // Saturday 18:00 in New York (Sunday 04:30 in Kolkata): the viewer's week is nearly over.
    const saturdayEvening = new Date("2026-02-28T23:00:00Z");
    const stream = await makeStream(t.db, { name: "Art", slug: "art-nf" });
    const subject = await makeSubject(t.db, stream.id, { name: "Sketching NF", slug: "sketch-nf" });
    const { user } = await makeTeacher(t.db, subject, { user: { timeZone: "Asia/Kolkata" } });
    const [slot] = await t.db
      .insert(teacherSlots)
      .values({
        teacherId: user.id,
        dayOfWeek: 6,
        startTime: "10:00",
        isDemoSlot: true,
        capacity: 4,
      })
      .returning();
    // On leave the whole next week (Monday to Sunday in Kolkata), next Saturday's demo included.
    const [leave] = await t.db
      .insert(teacherLeaves)
      .values({ teacherId: user.id, type: "sick", fromDate: "2026-03-02", toDate: "2026-03-08" })
      .returning();
    const days = ["02", "03", "04", "05", "06", "07", "08"].map((d) => `2026-03-${d}`);
    await t.db
      .insert(teacherLeaveDays)
      .values(days.map((leaveDate) => ({ leaveId: leave!.id, teacherId: user.id, leaveDate })));
    // Saturday 14 March, 10:00 in Kolkata: 13 days away, in New York's third week (8–14 March).
    const bySql = await agree(saturdayEvening, "America/New_York", [user.id]);
    expect(bySql.get(user.id)).toBe("2026-03-14T04:30:00.000Z");

    // That demo class started early (one seat of four taken): nobody else can join it.
    await t.db.insert(classSessions).values({
      teacherId: user.id,
      slotId: slot!.id,
      startsAt: new Date("2026-03-14T04:30:00Z"),
      endsAt: new Date("2026-03-14T05:30:00Z"),
      isDemo: true,
      capacity: 4,
      enrolledCount: 1,
      status: SESSION_STATUS.started,
    });
    expect((await agree(saturdayEvening, "America/New_York", [user.id])).get(user.id)).toBe(
      undefined,
    );
  });
});
