import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as enrolRoute } from "@/app/(api)/enloll-to-workshop/[course_id]/[slot_id]/route";
import { workshopEnrolments, workshops } from "@/db/schema";
import { makeCourse, makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { closeRacingDb, openRacingDb, type RacingDb } from "../support/racing-db";

// Many families enrolling in the last seats of one workshop at the same moment. On the Postgres
// server (TEST_DB=postgres) the requests really run at once, each in its own transaction on a pool
// of connections; on PGlite one after another. Either way exactly `SEATS` enrol, every other
// request is answered 'full' (status false, 409), and the count the trigger keeps matches the rows.

const FAMILIES = 24;
const SEATS = 5;
let db: RacingDb;
let courseId: number;
let workshopId: number;
let parents: { id: number; role: "student" }[];

beforeAll(async () => {
  db = await openRacingDb(FAMILIES);
  courseId = (await makeCourse(db.t.db, db.subject)).id;
  const startsAt = new Date(Date.now() + 72 * 3_600_000);
  const [w] = await db.t.db
    .insert(workshops)
    .values({
      courseId,
      title: "Last seats",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      capacity: SEATS + 3,
    })
    .returning();
  workshopId = w!.id;
  // Three seats already taken: the race is for the last five.
  for (let i = 0; i < 3; i++) {
    const early = await makeUser(db.t.db);
    await db.t.db
      .insert(workshopEnrolments)
      .values({ workshopId, studentId: early.id, enrolledAt: new Date() });
  }
  parents = [];
  for (let i = 0; i < FAMILIES; i++)
    parents.push({ id: (await makeUser(db.t.db)).id, role: "student" });
});
afterAll(() => closeRacingDb(db));

async function enrol(who: { id: number; role: "student" }) {
  const res = await enrolRoute(
    new Request(`http://localhost/enloll-to-workshop/${courseId}/${workshopId}`, {
      headers: await cookieHeaderFor(who),
    }),
    { params: Promise.resolve({ course_id: String(courseId), slot_id: String(workshopId) }) },
  );
  return {
    status: res.status,
    body: (await res.json()) as { status: boolean; responseCode: number },
  };
}

describe(`${FAMILIES} families enrolling in the last ${SEATS} seats at once`, () => {
  it("capacity holds: five enrol, the rest are told it is full, nobody gets a 500", async () => {
    const answers = await Promise.all(parents.map(enrol));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const won = answers.filter((a) => a.body.status === true && a.body.responseCode === 200);
    const full = answers.filter((a) => a.body.status === false && a.body.responseCode === 409);
    expect(won).toHaveLength(SEATS);
    expect(full).toHaveLength(FAMILIES - SEATS);
    const [w] = await db.t.db.select().from(workshops).where(eq(workshops.id, workshopId));
    const rows = await db.t.db
      .select()
      .from(workshopEnrolments)
      .where(eq(workshopEnrolments.workshopId, workshopId));
    expect(w!.enrolledCount).toBe(SEATS + 3);
    expect(rows).toHaveLength(SEATS + 3);
  });
});
