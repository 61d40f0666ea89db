import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as setRating } from "@/app/(api)/api/set-rating/route";
import { GET as showcase } from "@/app/(api)/get-showcase/route";
import { GET as learnerCharacters } from "@/app/(api)/get-story-characters/route";
import { GET as allCharacters } from "@/app/(api)/st/load-all-story-characters/route";
import { GET as holidaysCall } from "@/app/(api)/st/load-holidays/route";
import { GET as howCharacters } from "@/app/(api)/st/load-how-story-character-work/route";
import { GET as leaderboard } from "@/app/(api)/st/load-student-leaderboard/route";
import { GET as leaderboardOf } from "@/app/(api)/st/load-student-leaderboard/[id]/route";
import { GET as planList } from "@/app/(api)/st/load-student-plan-list/route";
import { GET as updateMarks } from "@/app/(api)/update-marks/route";
import {
  holidays,
  pointEntries,
  sessionEnrolments,
  showcaseItems,
  storyCharacters,
} from "@/db/schema";
import {
  allCharactersResponse,
  howCharactersWorkResponse,
  learnerCharactersResponse,
} from "@/lib/engagement/characters/schemas";
import { holidaysResponse } from "@/lib/engagement/holidays/schemas";
import { leaderboardResponse } from "@/lib/engagement/leaderboard/schemas";
import { planListResponse } from "@/lib/engagement/plans/schemas";
import { awardPoints } from "@/lib/engagement/points/award";
import { awardAttendance } from "@/lib/engagement/points/events";
import { pointsLedger, totalPoints } from "@/lib/engagement/points/ledger";
import { POINTS } from "@/lib/engagement/points/rules";
import { showcaseResponse } from "@/lib/engagement/showcase/schemas";
import { encodeId } from "@/lib/ids";
import { MARK_TYPES } from "@/lib/classes/after/messages";
import { postAs } from "../support/booking-fixtures";
import { makeAfterClass, markAttended } from "../support/classes-after-fixtures";
import { makeContract, makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { cookieHeaderFor, type Who, whoOf } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";

const as = whoOf;

async function getAs(
  handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
  path: string,
  who: Who | null,
  id?: string,
) {
  const headers = who ? await cookieHeaderFor(who) : {};
  const res = await handler(new Request(`http://localhost${path}`, { headers }), {
    params: Promise.resolve<Record<string, string>>(id === undefined ? {} : { id }),
  });
  return { status: res.status, body: await res.json() };
}

const DAY = 86_400_000;
let t: TestDatabase;
let teacher: Who, asha: Who, ashaSister: Who, ben: Who, chen: Who, dev: Who, stranger: Who;
let subjectId: number;

async function give(studentId: number, points: number, ref: string) {
  await awardPoints(t.db, {
    studentId,
    reason: "adjustment",
    ref,
    amount: points,
    now: new Date(),
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  subjectId = subject.id;
  teacher = as((await makeTeacher(t.db, subject)).user);
  asha = as(await makeUser(t.db, { firstName: "Asha", lastName: "Rao", mobile: "9555000101" }));
  // Same mobile: the family trigger files the sister in Asha's family.
  ashaSister = as(
    await makeUser(t.db, { firstName: "Isha", lastName: "Rao", mobile: "9555000101", email: null }),
  );
  ben = as(
    await makeUser(t.db, { firstName: "Ben", lastName: "Sen", timeZone: "America/New_York" }),
  );
  chen = as(await makeUser(t.db, { firstName: "Chen", lastName: "Li" }));
  dev = as(await makeUser(t.db, { firstName: "Dev", lastName: "Kapoor" }));
  stranger = as(await makeUser(t.db, { firstName: "Zed", lastName: "Stone" }));
});
afterAll(async () => {
  await t.destroy();
});

describe("points from events", () => {
  it("update-marks awards the activity's marks as points once a day", async () => {
    const first = await getAs(updateMarks, "/update-marks?type=homework_done", stranger);
    expect(first.status).toBe(200);
    const again = await getAs(updateMarks, "/update-marks?type=homework_done", stranger);
    expect(again.status).toBe(200);
    const ledger = await pointsLedger(t.db, stranger.id);
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.entries[0]).toMatchObject({
      reason: "activity",
      points: MARK_TYPES.homework_done,
    });
    expect(ledger.total_points).toBe(MARK_TYPES.homework_done);
  });

  it("a rating of an attended class earns points with the rating, once", async () => {
    const { session, enrolmentOf } = await makeAfterClass(t.db, teacher.id, [{ id: stranger.id }]);
    await markAttended(t.db, enrolmentOf(stranger.id));
    const before = await totalPoints(t.db, stranger.id);
    const rated = await postAs(setRating, "/api/set-rating", stranger, {
      slot_id: session.id,
      rating: 5,
      userId: stranger.id,
    });
    expect(rated.status).toBe(200);
    expect(await totalPoints(t.db, stranger.id)).toBe(before + POINTS.rating);
    const twice = await postAs(setRating, "/api/set-rating", stranger, {
      slot_id: session.id,
      rating: 4,
      userId: stranger.id,
    });
    expect(twice.status).toBe(409);
    expect(await totalPoints(t.db, stranger.id)).toBe(before + POINTS.rating);
  });

  it("attendance earns points once per seat, and three weeks in a row earn the streak bonus", async () => {
    const kid = await makeUser(t.db, { firstName: "Streaky", timeZone: "Asia/Kolkata" });
    const now = new Date();
    const seats: number[] = [];
    for (const weeksAgo of [2, 1, 0]) {
      const startsAt = new Date(now.getTime() - weeksAgo * 7 * DAY - 50 * 3_600_000);
      const c = await makeClass(t.db, {
        teacherId: teacher.id,
        slotId: null,
        startsAt,
        students: [{ id: kid.id }],
      });
      const [seat] = await t.db
        .select()
        .from(sessionEnrolments)
        .where(eq(sessionEnrolments.sessionId, c.id));
      await markAttended(t.db, seat!.id, startsAt);
      seats.push(seat!.id);
    }
    const at = (i: number) => new Date(now.getTime() - (2 - i) * 7 * DAY);
    expect(await awardAttendance(t.db, kid.id, seats[0]!, at(0))).toBe(POINTS.attendance);
    expect(await awardAttendance(t.db, kid.id, seats[1]!, at(1))).toBe(POINTS.attendance);
    expect(await awardAttendance(t.db, kid.id, seats[2]!, at(2))).toBe(
      POINTS.attendance + POINTS.streak,
    );
    // A replay awards nothing.
    expect(await awardAttendance(t.db, kid.id, seats[2]!, at(2))).toBe(0);
    const ledger = await pointsLedger(t.db, kid.id);
    expect(ledger.entries.map((e) => e.reason).sort()).toEqual([
      "attendance",
      "attendance",
      "attendance",
      "streak",
    ]);
    expect(ledger.total_points).toBe(3 * POINTS.attendance + POINTS.streak);
    expect(ledger.total_points).toBe(ledger.entries.reduce((s, e) => s + e.points, 0));
  });
});

describe("GET /st/load-student-leaderboard", () => {
  beforeAll(async () => {
    // Wipe the points the event tests gave, then: Asha 100, Ben 80, Chen 80, Dev 50, Isha 10.
    await t.db.delete(pointEntries);
    await give(asha.id, 100, "a");
    await give(ben.id, 80, "b");
    await give(chen.id, 80, "c");
    await give(dev.id, 50, "d");
    await give(ashaSister.id, 10, "e");
    for (let i = 0; i < 8; i++) {
      const u = await makeUser(t.db, { firstName: `Filler${i}`, lastName: "Zeta" });
      await give(u.id, 60 - i, `f${i}`);
    }
  });

  it("ranks ties the same (rank()), shows other children's last initial only, and the caller's row", async () => {
    const res = await getAs(leaderboard, "/st/load-student-leaderboard?limit=10", dev);
    expect(res.status).toBe(200);
    const body = leaderboardResponse.parse(res.body);
    expect(body.points_board.slice(0, 4)).toEqual([
      { first_name: "Asha", last_name: "R.", total_points: 100, rank: 1, is_current_user: false },
      { first_name: "Ben", last_name: "S.", total_points: 80, rank: 2, is_current_user: false },
      { first_name: "Chen", last_name: "L.", total_points: 80, rank: 2, is_current_user: false },
      { first_name: "Filler0", last_name: "Z.", total_points: 60, rank: 4, is_current_user: false },
    ]);
    const me = body.points_board.find((r) => r.is_current_user)!;
    expect(me).toMatchObject({ first_name: "Dev", last_name: "Kapoor", total_points: 50 });
    expect(body.points_board[body.current_point_id - 1]).toEqual(me);
    expect(JSON.stringify(body)).not.toMatch(/@|9555/);
  });

  it("side panel limits: 7 and 6 rows, plus the caller's own row when they rank lower", async () => {
    for (const limit of [7, 6]) {
      const res = await getAs(
        leaderboard,
        `/st/load-student-leaderboard?limit=${limit}`,
        ashaSister,
      );
      const body = leaderboardResponse.parse(res.body);
      expect(body.points_board).toHaveLength(limit + 1);
      expect(body.points_board.at(-1)).toMatchObject({
        first_name: "Isha",
        total_points: 10,
        is_current_user: true,
      });
      expect(body.current_point_id).toBe(limit + 1);
    }
    const top = leaderboardResponse.parse(
      (await getAs(leaderboard, "/st/load-student-leaderboard?limit=7", asha)).body,
    );
    expect(top.points_board).toHaveLength(7);
    expect(top.current_point_id).toBe(1);
    expect(top.points_board[0]).toMatchObject({ last_name: "Rao", is_current_user: true });
  });

  it("a child with no points is ranked after everyone with points", async () => {
    const fresh = as(await makeUser(t.db, { firstName: "New", lastName: "Kid" }));
    const body = leaderboardResponse.parse(
      (await getAs(leaderboard, "/st/load-student-leaderboard", fresh)).body,
    );
    expect(body.points_board).toHaveLength(11);
    expect(body.points_board.at(-1)).toMatchObject({
      total_points: 0,
      rank: 14,
      is_current_user: true,
    });
  });

  it("refuses other limits, teachers and anonymous callers", async () => {
    expect((await getAs(leaderboard, "/st/load-student-leaderboard?limit=50", dev)).status).toBe(
      400,
    );
    expect((await getAs(leaderboard, "/st/load-student-leaderboard", teacher)).status).toBe(403);
    expect((await getAs(leaderboard, "/st/load-student-leaderboard", null)).status).toBe(401);
  });

  it("/{id}: a sibling's board (plain or base64 id); another family's child is 403", async () => {
    const sib = await getAs(
      leaderboardOf,
      "/st/load-student-leaderboard/x?limit=10",
      asha,
      encodeId(ashaSister.id),
    );
    expect(sib.status).toBe(200);
    const body = leaderboardResponse.parse(sib.body);
    expect(body.points_board.find((r) => r.is_current_user)).toMatchObject({
      first_name: "Isha",
      last_name: "Rao",
    });
    const plain = await getAs(
      leaderboardOf,
      "/st/load-student-leaderboard/x",
      asha,
      String(ashaSister.id),
    );
    expect(plain.status).toBe(200);
    const other = await getAs(
      leaderboardOf,
      "/st/load-student-leaderboard/x",
      asha,
      String(ben.id),
    );
    expect(other.status).toBe(403);
  });
});

describe("story characters", () => {
  beforeAll(async () => {
    await t.db.insert(storyCharacters).values([
      {
        slug: "owl",
        name: "Ollie the Owl",
        story: "Reads.",
        imageUrl: "/characters/owl.svg",
        unlockPoints: 0,
      },
      {
        slug: "fox",
        name: "Fia the Fox",
        story: "Runs.",
        imageUrl: "/characters/fox.svg",
        unlockPoints: 90,
      },
      {
        slug: "whale",
        name: "Wally",
        story: "Sings.",
        imageUrl: "/characters/whale.svg",
        unlockPoints: 500,
      },
    ]);
  });

  it("all characters by unlock points, and how they work", async () => {
    const all = allCharactersResponse.parse(
      (await getAs(allCharacters, "/st/load-all-story-characters", dev)).body,
    );
    expect(all.data.map((c) => c.slug)).toEqual(["owl", "fox", "whale"]);
    const how = howCharactersWorkResponse.parse(
      (await getAs(howCharacters, "/st/load-how-story-character-work", dev)).body,
    );
    expect(how.ways_to_earn.find((w) => w.reason === "attendance")?.points).toBe(POINTS.attendance);
    expect(how.thresholds).toHaveLength(3);
  });

  it("the caller's characters are unlocked by their own points", async () => {
    const a = learnerCharactersResponse.parse(
      (await getAs(learnerCharacters, "/get-story-characters", asha)).body,
    );
    expect(a.total_points).toBe(100);
    expect(a.data.map((c) => c.unlocked)).toEqual([true, true, false]);
    expect(a.next_character).toEqual({ name: "Wally", points_needed: 400 });
    const d = learnerCharactersResponse.parse(
      (await getAs(learnerCharacters, "/get-story-characters", dev)).body,
    );
    expect(d.unlocked_count).toBe(1);
    expect(d.data[1]).toMatchObject({ unlocked: false, points_needed: 40 });
  });

  it("students only", async () => {
    expect((await getAs(learnerCharacters, "/get-story-characters", teacher)).status).toBe(403);
    expect((await getAs(allCharacters, "/st/load-all-story-characters", null)).status).toBe(401);
    expect((await getAs(howCharacters, "/st/load-how-story-character-work", null)).status).toBe(
      401,
    );
  });
});

describe("GET get-showcase", () => {
  it("approved work only, newest first, first name and last initial", async () => {
    const now = new Date();
    await t.db.insert(showcaseItems).values([
      {
        studentId: asha.id,
        title: "My guitar song",
        imageUrl: "/showcase/a.svg",
        status: "approved",
        approvedAt: new Date(now.getTime() - DAY),
        createdAt: now,
      },
      {
        studentId: ben.id,
        title: "Sunset painting",
        imageUrl: "/showcase/b.svg",
        status: "approved",
        approvedAt: now,
        createdAt: now,
      },
      {
        studentId: chen.id,
        title: "Not yet",
        imageUrl: "/showcase/c.svg",
        status: "pending",
        createdAt: now,
      },
      {
        studentId: dev.id,
        title: "Refused",
        imageUrl: "/showcase/d.svg",
        status: "rejected",
        createdAt: now,
      },
    ]);
    const res = await getAs(showcase, "/get-showcase", dev);
    expect(res.status).toBe(200);
    const body = showcaseResponse.parse(res.body);
    expect(body.data.map((d) => d.title)).toEqual(["Sunset painting", "My guitar song"]);
    expect(body.data[0]!.student_name).toBe("Ben S.");
    expect((await getAs(showcase, "/get-showcase", null)).status).toBe(401);
  });

  it("the database refuses an approved item without its approval time", async () => {
    await expect(
      t.db.insert(showcaseItems).values({
        studentId: asha.id,
        title: "x",
        imageUrl: "/x.svg",
        status: "approved",
        createdAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});

describe("GET /st/load-holidays", () => {
  it("coming holidays in the student's own zone; past ones left out", async () => {
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const soon = iso(Date.now() + 10 * DAY);
    await t.db.insert(holidays).values([
      {
        name: "Long gone",
        startsOn: iso(Date.now() - 30 * DAY),
        endsOn: iso(Date.now() - 29 * DAY),
      },
      { name: "Festival", startsOn: soon, endsOn: iso(Date.now() + 12 * DAY) },
    ]);
    const ny = holidaysResponse.parse((await getAs(holidaysCall, "/st/load-holidays", ben)).body);
    expect(ny.time_zone).toBe("America/New_York");
    expect(ny.data.map((h) => h.name)).toEqual(["Festival"]);
    const fest = ny.data[0]!;
    expect(fest.days).toBe(3);
    // India midnight is the previous afternoon in New York.
    expect(fest.starts_local).toMatch(/at 0[12]:30 PM \(E[SD]T\)$/);
    const india = holidaysResponse.parse(
      (await getAs(holidaysCall, "/st/load-holidays", dev)).body,
    );
    expect(india.data[0]!.starts_local).toMatch(/at 12:00 AM \(IST\)$/);
    expect((await getAs(holidaysCall, "/st/load-holidays", teacher)).status).toBe(403);
  });
});

describe("GET /st/load-student-plan-list", () => {
  it("each plan with classes total / booked / held / left, the caller's own only", async () => {
    const kid = as(await makeUser(t.db, { firstName: "Planner" }));
    await makeContract(t.db, { studentId: kid.id, subjectId, totalClasses: 4 });
    await makeContract(t.db, { studentId: kid.id, subjectId, totalClasses: 6 });
    await makeContract(t.db, { studentId: chen.id, subjectId, totalClasses: 8 });
    for (const hours of [-30, -20, -10]) {
      const { enrolmentOf } = await makeAfterClass(t.db, teacher.id, [{ id: kid.id }], hours, {
        subjectId,
      });
      await markAttended(t.db, enrolmentOf(kid.id));
    }
    for (const hours of [20, 40]) {
      await makeAfterClass(t.db, teacher.id, [{ id: kid.id }], hours, { subjectId });
    }
    const res = await getAs(planList, "/st/load-student-plan-list", kid);
    expect(res.status).toBe(200);
    const body = planListResponse.parse(res.body);
    expect(
      body.data.map((p) => [p.classes_total, p.classes_held, p.classes_booked, p.classes_left]),
    ).toEqual([
      [4, 3, 1, 0],
      [6, 0, 1, 5],
    ]);
    expect(body.data.every((p) => p.is_valid)).toBe(true);
    const chens = planListResponse.parse(
      (await getAs(planList, "/st/load-student-plan-list", chen)).body,
    );
    expect(chens.data.map((p) => p.classes_total)).toEqual([8]);
    expect((await getAs(planList, "/st/load-student-plan-list", teacher)).status).toBe(403);
  });
});
