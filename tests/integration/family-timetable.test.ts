import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSessions, SESSION_STATUS, sessionEnrolments, users } from "@/db/schema";
import { loadDashboardPrompt } from "@/lib/family/profile/dashboard-prompt";
import { familyClasses, siblingClashes } from "@/lib/family/timetable/family-classes";
import { loadFamilyDashboard } from "@/lib/family/timetable/family-dashboard";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const NOW = new Date("2030-03-12T06:00:00.000Z");
const HOUR = 3_600_000;
const at = (h: number) => new Date(NOW.getTime() + h * HOUR);

let t: TestDatabase;
let aarav: number;
let diya: number;
let kabir: number;
let piano: number;
let teacherId: number;

async function seat(
  studentId: number,
  start: Date,
  status: number = SESSION_STATUS.scheduled,
  teacher = teacherId,
) {
  const endsAt = new Date(start.getTime() + HOUR);
  const [s] = await t.db
    .insert(classSessions)
    .values({
      teacherId: teacher,
      subjectId: piano,
      startsAt: start,
      endsAt,
      capacity: 1,
      enrolledCount: status === SESSION_STATUS.cancelled ? 0 : 1,
    })
    .returning();
  await t.db
    .insert(sessionEnrolments)
    .values({ sessionId: s!.id, studentId, startsAt: start, endsAt, status });
  return s!.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  const stream = await makeStream(t.db);
  const subject = await makeSubject(t.db, stream.id, { name: "Piano" });
  piano = subject.id;
  teacherId = (await makeTeacher(t.db, subject)).user.id;
  aarav = (await makeUser(t.db, { firstName: "Aarav", mobile: "9000000301" })).id;
  diya = (await makeUser(t.db, { firstName: "Diya", mobile: "9000000301" })).id;
  kabir = (await makeUser(t.db, { firstName: "Kabir", mobile: "9000000302" })).id;
  await seat(aarav, at(2));
  await seat(diya, at(26));
  await seat(diya, at(50), SESSION_STATUS.cancelled);
  await seat(kabir, at(26), SESSION_STATUS.scheduled, (await makeTeacher(t.db, subject)).user.id);
  await seat(diya, at(-3));
});
afterAll(() => t?.destroy());

describe("the family timetable", () => {
  it("lists every child's upcoming classes with the child's first name, from any child's session", async () => {
    for (const viewer of [aarav, diya]) {
      const rows = await familyClasses(t.db, viewer, NOW);
      expect(rows.map((r) => [r.childFirstName, r.subjectName, r.startsAt])).toEqual([
        ["Aarav", "Piano", at(2)],
        ["Diya", "Piano", at(26)],
      ]);
    }
  });

  it("never shows another family's classes, nor any for a teacher", async () => {
    expect((await familyClasses(t.db, kabir, NOW)).map((r) => r.childFirstName)).toEqual(["Kabir"]);
    expect(await familyClasses(t.db, teacherId, NOW)).toEqual([]);
  });

  it("warns when a sibling has a class that overlaps a slot", async () => {
    const clashes = await siblingClashes(t.db, aarav, NOW, [
      { id: "overlap", startsAt: new Date(at(26).getTime() + HOUR / 2), endsAt: at(28) },
      { id: "after", startsAt: at(27), endsAt: at(28) },
      { id: "own", startsAt: at(2), endsAt: at(3) },
      { id: "cancelled", startsAt: at(50), endsAt: at(51) },
    ]);
    expect(clashes).toEqual({ overlap: "Diya has Piano then" });
  });

  it("shows the timetable on the dashboard only to a family of two or more", async () => {
    expect(
      (
        await loadFamilyDashboard(
          t.db,
          { id: diya, role: "student", name: "Diya", prefix: "st" },
          NOW,
        )
      ).timetable,
    ).toHaveLength(2);
    expect(
      (
        await loadFamilyDashboard(
          t.db,
          { id: kabir, role: "student", name: "Kabir", prefix: "st" },
          NOW,
        )
      ).timetable,
    ).toBeNull();
  });
});

describe("the dashboard prompt", () => {
  it("asks, in order, for the dates of birth, the state and city, the country, then the profile", async () => {
    expect(await loadDashboardPrompt(t.db, aarav)).toMatchObject({
      kind: "dob",
      children: [
        { id: aarav, firstName: "Aarav" },
        { id: diya, firstName: "Diya" },
      ],
    });
    await t.db.update(users).set({ dob: "2018-01-01" }).where(eq(users.id, aarav));
    await t.db.update(users).set({ dob: "2019-01-01" }).where(eq(users.id, diya));
    expect((await loadDashboardPrompt(t.db, aarav))?.kind).toBe("state");
    await t.db
      .update(users)
      .set({ state: "Karnataka", city: "Bengaluru" })
      .where(eq(users.id, aarav));
    expect((await loadDashboardPrompt(t.db, aarav))?.kind).toBe("timezone");
    await t.db.update(users).set({ countryIso2: "IN" }).where(eq(users.id, aarav));
    expect((await loadDashboardPrompt(t.db, aarav))?.kind).toBe("profile");
    await t.db
      .update(users)
      .set({ gender: 1, companyName: "Greenwood", pincode: "560001" })
      .where(eq(users.id, aarav));
    expect(await loadDashboardPrompt(t.db, aarav)).toBeNull();
  });

  it("asks for the student's details first when the name is empty", async () => {
    await t.db.update(users).set({ firstName: "" }).where(eq(users.id, kabir));
    expect(await loadDashboardPrompt(t.db, kabir)).toMatchObject({ kind: "detail", name: "" });
  });
});
