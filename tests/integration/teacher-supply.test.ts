import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencyRates } from "@/db/schema/billing";
import { teacherProfiles, teacherSubjects } from "@/db/schema";
import { setPersonActive, applyTeacherReview } from "@/lib/admin/people";
import { getCoursePage } from "@/lib/catalog/course-page";
import { searchFiltersSchema } from "@/lib/catalog/search/filters";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { getTeacherProfile, teacherProfilePath } from "@/lib/catalog/teacher-profile";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { createTeachingProfile } from "@/lib/teacher/onboarding/create-teaching-profile";
import { loadOnboarding } from "@/lib/teacher/onboarding/status";
import { updateTeacherProfile } from "@/lib/teacher/settings/profile";
import { teacherProfileForm } from "@/lib/teacher/settings/schemas";
import { teacherReviewStatus } from "@/lib/teacher/review-status";
import { testAuthDeps, testClock, useAsAppAuthDeps, type TestAuthDeps } from "../support/auth-deps";
import { makeCourse, makeStream, makeSubject, makeUser } from "../support/factories";
import {
  decideApplicant,
  legacyCalls,
  messagesTo,
  sendResume,
  signUpTeacher,
  type Who,
} from "../support/teacher-supply";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let deps: TestAuthDeps;
let admin: Who & { name: string; prefix: string };
let stream: { id: number; slug: string };
let violin: { id: number; streamId: number };
let viola: { id: number; streamId: number };
let course: { slug: string };
const invalidated: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  deps = await testAuthDeps(t.db, testClock(new Date()));
  useAsAppAuthDeps(deps);
  // The server's page cache hook (decision 020), recording what is dropped.
  (globalThis as { __publicPageCache?: unknown }).__publicPageCache = {
    tag() {},
    invalidate(tags: string[]) {
      invalidated.push(...tags);
    },
  };
  stream = await makeStream(t.db, { name: "Strings" });
  violin = await makeSubject(t.db, stream.id, { name: "Violin" });
  viola = await makeSubject(t.db, stream.id, { name: "Viola" });
  course = await makeCourse(t.db, violin, { fromPriceInrMinor: 60_000 });
  const a = await makeUser(t.db, { role: "admin" });
  admin = { id: a.id, role: "admin", name: "Admin", prefix: "admin" };
});

afterAll(async () => {
  delete (globalThis as { __publicPageCache?: unknown }).__publicPageCache;
  await t.destroy();
});

const now = () => new Date();
const search = async (text: string, filter?: string) =>
  (
    await searchTeachers(
      t.db,
      null,
      searchFiltersSchema.parse({ text, ...(filter ? { filter } : {}) }),
      "INR",
      { zone: "Asia/Kolkata", now: now() },
    )
  ).teachers;

/** Where a family looks: search (and its next-free sort), the course page, the sitemap, the profile. */
async function visibility(teacherId: number, lastName: string) {
  const page = await getCoursePage(t.db, stream.slug, course.slug);
  const sitemap = await sitemapEntries(t.db, "https://tutor.test", now());
  return {
    search: (await search(lastName)).some((x) => x.id === teacherId),
    nextFree: (await search(lastName, "next_free")).find((x) => x.id === teacherId)?.nextFreeAt,
    coursePage: page!.teachers.some((x) => x.id === teacherId),
    sitemap: sitemap.some((e) => e.url.endsWith(teacherProfilePath(teacherId))),
    profile: (await getTeacherProfile(t.db, teacherId)) !== null,
  };
}
const nowhere = {
  search: false,
  nextFree: undefined,
  coursePage: false,
  sitemap: false,
  profile: false,
};

const completeProfile = (teacherId: number, headline = "Patient violin teacher for children") =>
  updateTeacherProfile(
    t.db,
    teacherId,
    teacherProfileForm.parse({
      primarySubjectId: String(violin.id),
      secondarySubjectIds: [String(viola.id)],
      headline,
      bio: "Twelve years of teaching.",
      languages: "English, Hindi",
      experienceYears: "12",
    }),
  );

/** The review service itself (the console's queue decides an applicant only once). */
const review = (teacherId: number, decision: "approved" | "rejected", reason: string) =>
  t.db.transaction((tx) =>
    applyTeacherReview(tx as never, admin, { teacherId, decision, reason }, now()),
  );

/** An applicant through the product: signed up, resume and video sent, approved by the admin. */
async function approvedTeacher(lastName: string) {
  const teacher = await signUpTeacher(t.db, deps, { lastName, streamId: stream.id });
  expect((await sendResume(teacher)).status).toBe(200);
  expect((await decideApplicant(admin, teacher.id, "approved", "Lovely video")).status).toBe(200);
  return teacher;
}

describe("createTeachingProfile", () => {
  it("makes the profile, its subjects and search document once, however often it is called", async () => {
    const teacher = await signUpTeacher(t.db, deps, { lastName: "Once" });
    const input = {
      teacherId: teacher.id,
      streamId: stream.id,
      headline: "Violin teacher",
      priceInrMinor: 70_000,
      priceUsdMinor: 900,
      primarySubjectId: violin.id,
      secondarySubjectIds: [viola.id, violin.id],
      status: "complete" as const,
    };
    expect(await createTeachingProfile(t.db, input, now())).toBe(true);
    expect(
      await createTeachingProfile(t.db, { ...input, headline: "Changed", priceInrMinor: 1 }, now()),
    ).toBe(false);
    const [profile] = await t.db
      .select()
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacher.id));
    expect(profile).toMatchObject({ headline: "Violin teacher", priceInrMinor: 70_000 });
    expect(profile!.completedAt).not.toBeNull();
    expect(profile!.searchDocument).toContain("Once");
    expect(profile!.searchDocument).toContain("Viola");
    const taught = await t.db
      .select()
      .from(teacherSubjects)
      .where(eq(teacherSubjects.teacherId, teacher.id));
    expect(taught.map((r) => [r.subjectId, r.kind]).sort()).toEqual(
      [
        [violin.id, "primary"],
        [viola.id, "secondary"],
      ].sort(),
    );
  });
});

describe("the three legacy calls from applicant to approved", () => {
  it("answer 409 naming the missing step until approval, then 200", async () => {
    const teacher = await signUpTeacher(t.db, deps, { lastName: "Calls", streamId: stream.id });
    const slot = { 1: [{ start_time: "18:00", is_demo_slot: true, capacity: 2 }] };
    const refusedAll = async (step: RegExp) => {
      for (const res of [
        await legacyCalls.saveSchedules(teacher, slot),
        await legacyCalls.updateSchedules(teacher, slot),
        await legacyCalls.price(teacher, { price: 700 }),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body.message).toMatch(step);
      }
    };
    await refusedAll(/send your resume and intro video first/);
    expect((await sendResume(teacher)).status).toBe(200);
    await refusedAll(/waiting for an admin's approval/);

    expect((await decideApplicant(admin, teacher.id, "approved", "Welcome")).status).toBe(200);
    const saved = await legacyCalls.saveSchedules(teacher, slot);
    expect(saved.status).toBe(200);
    const updated = await legacyCalls.updateSchedules(teacher, {
      ...slot,
      3: [{ start_time: "17:00" }],
    });
    expect(updated.status).toBe(200);
    // No stored rate: the first price must say its dollars; with a rate they are converted.
    const noRate = await legacyCalls.price(teacher, { price: 835 });
    expect(noRate.status).toBe(400);
    expect(noRate.body.errors).toHaveProperty("price_usd");
    await t.db.insert(currencyRates).values({ fromCurrency: "USD", toCurrency: "INR", rate: 83.5 });
    const priced = await legacyCalls.price(teacher, { price: 835 });
    expect(priced.status).toBe(200);
    expect(priced.body.data).toMatchObject({ price: 835, price_usd: 10 });
  });

  it("a rejected applicant hears the reason, is refused with it, and re-applies by resending", async () => {
    const teacher = await signUpTeacher(t.db, deps, { lastName: "Reapply", streamId: stream.id });
    expect((await sendResume(teacher)).status).toBe(200);
    expect(
      (await decideApplicant(admin, teacher.id, "rejected", "The video has no sound")).status,
    ).toBe(200);
    const refused = await legacyCalls.saveSchedules(teacher, { 2: [{ start_time: "10:00" }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/not approved \(The video has no sound\)/);
    expect((await loadOnboarding(t.db, teacher.id))!.steps[2]).toMatchObject({
      key: "approval",
      done: false,
    });

    expect((await sendResume(teacher)).status).toBe(200);
    expect((await teacherReviewStatus(t.db, teacher.id)).application.status).toBe("pending");
    expect((await decideApplicant(admin, teacher.id, "approved", "Sound fixed")).status).toBe(200);
    expect(
      (await legacyCalls.saveSchedules(teacher, { 2: [{ start_time: "10:00" }] })).status,
    ).toBe(200);
    const messages = await messagesTo(t.db, teacher.id);
    expect(messages.filter((m) => m.includes("We received your resume"))).toHaveLength(2);
    expect(messages.some((m) => m.includes("not approved. Reason: The video has no sound"))).toBe(
      true,
    );
    expect(messages.some((m) => m.includes("was approved. Sound fixed"))).toBe(true);
  });
});

describe("going live", () => {
  it("an approved teacher is listed once the profile is complete and priced, everywhere a family looks", async () => {
    const teacher = await approvedTeacher("Livewire");
    // Approved with a draft profile: the checklist says 3 of 6, families see nothing yet.
    const early = (await loadOnboarding(t.db, teacher.id))!;
    expect(early.done).toBe(3);
    expect(early.next?.key).toBe("profile");
    expect(await visibility(teacher.id, "Livewire")).toEqual(nowhere);

    const slots = await legacyCalls.saveSchedules(teacher, {
      ...Object.fromEntries(
        [0, 1, 2, 3, 4, 5, 6].map((d) => [d, [{ start_time: "20:00", is_demo_slot: true }]]),
      ),
    });
    expect(slots.status).toBe(200);
    expect(await completeProfile(teacher.id)).toMatchObject({
      message: expect.stringMatching(/Families find you once your price is set/),
    });
    expect((await visibility(teacher.id, "Livewire")).search).toBe(false);

    invalidated.length = 0;
    expect((await legacyCalls.price(teacher, { price: 900, price_usd: 12 })).status).toBe(200);
    expect(invalidated).toEqual(expect.arrayContaining([`teacher:${teacher.id}`, "catalog"]));
    const seen = await visibility(teacher.id, "Livewire");
    expect(seen).toMatchObject({ search: true, coursePage: true, sitemap: true, profile: true });
    expect(seen.nextFree).toEqual(expect.any(String));
    const done = (await loadOnboarding(t.db, teacher.id))!;
    expect(done).toMatchObject({ done: 6, live: true });
    // Told once that the profile is live, with the public page.
    const live = (await messagesTo(t.db, teacher.id)).filter((m) => m.includes("profile is live"));
    expect(live).toHaveLength(1);
    expect(live[0]).toContain(teacherProfilePath(teacher.id));
    expect((await legacyCalls.price(teacher, { price: 950 })).status).toBe(200);
    expect(
      (await messagesTo(t.db, teacher.id)).filter((m) => m.includes("profile is live")),
    ).toHaveLength(1);
  });

  it("a rejected or deactivated teacher is gone from search, course pages, the sitemap and the profile", async () => {
    const teacher = await approvedTeacher("Vanisher");
    await completeProfile(teacher.id);
    expect((await legacyCalls.price(teacher, { price: 800, price_usd: 10 })).status).toBe(200);
    expect(await visibility(teacher.id, "Vanisher")).toMatchObject({ search: true, sitemap: true });

    // Rejected after all (the review service; the console's queue decides applicants once).
    await review(teacher.id, "rejected", "Complaints");
    expect(await visibility(teacher.id, "Vanisher")).toEqual(nowhere);
    await review(teacher.id, "approved", "Resolved");
    expect((await visibility(teacher.id, "Vanisher")).search).toBe(true);

    invalidated.length = 0;
    await setPersonActive(
      t.db,
      admin,
      { userId: teacher.id, active: false, reason: "Left" },
      now(),
    );
    expect(invalidated).toEqual(expect.arrayContaining([`teacher:${teacher.id}`, "catalog"]));
    expect(await visibility(teacher.id, "Vanisher")).toEqual(nowhere);
  });
});
