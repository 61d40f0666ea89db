import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { teacherProfiles } from "@/db/schema";
import { createDraftTeachingProfile } from "@/lib/teacher/onboarding/draft-profile";
import { testAuthDeps, testClock, useAsAppAuthDeps, type TestAuthDeps } from "../support/auth-deps";
import { makeCourse, makeStream, makeSubject, makeUser } from "../support/factories";
import { decideApplicant, sendResume, signUpTeacher, type Who } from "../support/teacher-supply";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let deps: TestAuthDeps;
let admins: Who[];
let streamId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  deps = await testAuthDeps(t.db, testClock(new Date()));
  useAsAppAuthDeps(deps);
  const stream = await makeStream(t.db);
  streamId = stream.id;
  await makeCourse(t.db, await makeSubject(t.db, stream.id));
  admins = [];
  for (let i = 0; i < 2; i++) {
    admins.push({ id: (await makeUser(t.db, { role: "admin" })).id, role: "admin" });
  }
});

afterAll(() => t.destroy());

const profilesOf = (teacherId: number) =>
  t.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacherId));

describe("two admins approving one applicant at once", () => {
  it("give one approval and one teaching profile", async () => {
    const teacher = await signUpTeacher(t.db, deps, { streamId });
    expect((await sendResume(teacher)).status).toBe(200);
    const answers = await Promise.all(
      admins.map((a) => decideApplicant(a, teacher.id, "approved", "Welcome aboard")),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await profilesOf(teacher.id)).toHaveLength(1);
  });

  it("the creation itself makes one profile from two transactions at once", async () => {
    const teacher = await signUpTeacher(t.db, deps, { streamId });
    const made = await Promise.all(
      [0, 1].map(() =>
        t.db.transaction((tx) =>
          createDraftTeachingProfile(tx as unknown as Db, teacher.id, new Date()),
        ),
      ),
    );
    expect(made.sort()).toEqual([false, true]);
    expect(await profilesOf(teacher.id)).toHaveLength(1);
  });
});
