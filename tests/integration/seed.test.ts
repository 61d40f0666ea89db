import { SEED_APPLICANTS } from "@/db/seed/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  cities,
  countries,
  courseFaqs,
  courses,
  courseTrailers,
  courseUnitKind,
  courseUnits,
  families,
  localities,
  streams,
  subjects,
  batches,
  curriculumStamps,
  teacherProfiles,
  teacherSlots,
  teacherSubjects,
  users,
  classSessions,
  sessionEnrolments,
} from "@/db/schema";
import { runReport } from "@/lib/reports/run";
import { addDays, toWallTime } from "@/lib/scheduling/zoned-time";
import { weekSchema } from "@/lib/scheduling/availability/schemas";
import { verifyPassword } from "@/lib/auth/password";
import { CITIES } from "@/db/seed/data/cities";
import { buildPackSeeds } from "@/db/seed/data/billing";
import { COURSES } from "@/db/seed/data/courses";
import { SUBJECTS } from "@/db/seed/data/subjects";
import { contracts, orders, packs, promoCodes } from "@/db/schema/billing";
import { classesRemaining } from "@/lib/classes/classes-remaining";
import { loadPackBalances } from "@/lib/scheduling/pack-schedule/load-pack-balances";
import { SCHEDULED_PACK_BOOKED, SCHEDULED_PACK_CLASSES } from "@/db/seed/scheduled-pack";
import { paidSeatsCovered } from "@/lib/scheduling/booking/paid-classes";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/db/seed/demo-accounts";
import { countSeededRows, resetDemoData, seedDemoData, type SeedResult } from "@/db/seed";
import { DEMO_FAMILY } from "@/db/seed/families";
import { childAgeError, utcDateOf } from "@/lib/family/age";
import { DEMO_CHAT } from "@/db/seed/chat";
import { DEMO_BUDDY_TOKEN } from "@/db/seed/buddy";
import { findBuddyBatch } from "@/lib/teacher/buddy/save-buddy";
import { studentTeacherListCall } from "@/lib/chat/calls";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

/** Teachers in id order with what the determinism check compares. */
async function teacherSnapshot(db: Db) {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      referralCode: users.referralCode,
      headline: teacherProfiles.headline,
      priceInrMinor: teacherProfiles.priceInrMinor,
      priceUsdMinor: teacherProfiles.priceUsdMinor,
      rating: teacherProfiles.rating,
    })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .orderBy(asc(users.id));
}

describe("demo seed", () => {
  let handle: TestDatabase;
  let db: Db;
  let first: SeedResult;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    first = await seedDemoData(db);
  });

  afterAll(async () => {
    await handle?.destroy();
  });

  it("reports what it inserted", async () => {
    expect(first.seeded).toBe(true);
    expect(first.counts).toEqual(await countSeededRows(db));
    expect(first.counts.courses).toBeGreaterThanOrEqual(40);
    expect(first.counts.countries).toBeGreaterThanOrEqual(25);
    expect(first.counts.testimonials).toBeGreaterThanOrEqual(8);
    expect(first.counts.students).toBeGreaterThanOrEqual(12);
    // The last two weeks' classes were reminded (decision 022): two kinds, family and teacher.
    expect(first.counts.classReminders).toBeGreaterThanOrEqual(4);
  });

  it("creates the five streams", async () => {
    const rows = await db.select().from(streams).orderBy(asc(streams.sortOrder));
    expect(rows.map((s) => s.slug)).toEqual(["music", "academics", "coding", "art", "languages"]);
    for (const s of rows) expect(s.description.length).toBeGreaterThan(20);
  });

  it("gives every teacher exactly one primary subject from their own stream", async () => {
    const teachers = await db
      .select({ id: users.id, streamId: teacherProfiles.streamId })
      .from(users)
      .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .where(eq(users.role, "teacher"));
    // Every teacher has a profile, except the applicants waiting for review (issue 27).
    const teacherCount =
      (await db.$count(users, eq(users.role, "teacher"))) - SEED_APPLICANTS.length;
    expect(teachers).toHaveLength(teacherCount);
    expect(teacherCount).toBeGreaterThanOrEqual(35);
    expect(teacherCount).toBeLessThanOrEqual(45);

    const links = await db
      .select({
        teacherId: teacherSubjects.teacherId,
        kind: teacherSubjects.kind,
        subjectStreamId: subjects.streamId,
      })
      .from(teacherSubjects)
      .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId));
    for (const t of teachers) {
      const mine = links.filter((l) => l.teacherId === t.id);
      const primaries = mine.filter((l) => l.kind === "primary");
      expect(primaries).toHaveLength(1);
      expect(primaries[0]?.subjectStreamId).toBe(t.streamId);
      expect(mine.length).toBeLessThanOrEqual(3);
    }
  });

  it("gives every teacher a complete, priced profile", async () => {
    const profiles = await db.select().from(teacherProfiles);
    for (const p of profiles) {
      expect(p.priceInrMinor).toBeGreaterThan(0);
      expect(p.priceUsdMinor).toBeGreaterThan(0);
      expect(p.priceInrMinor % 100).toBe(0);
      expect(p.headline.length).toBeGreaterThan(0);
      expect(p.bio.length).toBeGreaterThan(0);
      expect(p.languages).toContain("English");
      if (p.ratingCount === 0) expect(p.rating).toBe(0);
      else expect(p.rating).toBeGreaterThanOrEqual(3.8);
    }
    const featured = profiles.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(14);
  });

  it("gives teachers and students distinct contact details", async () => {
    const rows = await db.select().from(users);
    const emails = rows.flatMap((u) => (u.email ? [u.email.toLowerCase()] : []));
    expect(new Set(emails).size).toBe(emails.length);
    const teacherMobiles = rows
      .filter((u) => u.role === "teacher")
      .map((u) => `${u.countryCode} ${u.mobile}`);
    expect(new Set(teacherMobiles).size).toBe(teacherMobiles.length);
    expect(rows.filter((u) => u.passwordHash !== null)).toHaveLength(
      Object.keys(DEMO_ACCOUNTS).length,
    );
  });

  it("keeps course slugs unique and each course's subject in the course's stream", async () => {
    const rows = await db
      .select({
        slug: courses.slug,
        streamId: courses.streamId,
        subjectStreamId: subjects.streamId,
      })
      .from(courses)
      .innerJoin(subjects, eq(subjects.id, courses.subjectId));
    expect(new Set(rows.map((c) => c.slug)).size).toBe(rows.length);
    for (const c of rows) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.subjectStreamId).toBe(c.streamId);
    }
  });

  it("gives every course its page content: units of every kind, FAQs and trailers", async () => {
    const all = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
    const units = await db.select().from(courseUnits);
    const faqs = await db.select().from(courseFaqs);
    const trailers = await db.select().from(courseTrailers);
    const expected: Record<string, [number, number]> = {
      why_us: [3, 4],
      how_it_works: [3, 4],
      trial_pack: [2, 4],
      basics_desc: [2, 4],
      review: [2, 3],
      quiz: [2, 4],
      quiz_result_positive: [1, 1],
      quiz_result_negative: [1, 1],
    };
    expect(Object.keys(expected).sort()).toEqual([...courseUnitKind.enumValues].sort());
    for (const c of all) {
      for (const [kind, [min, max]] of Object.entries(expected)) {
        const mine = units.filter((u) => u.courseId === c.id && u.kind === kind);
        expect(mine.length, `${c.slug} ${kind}`).toBeGreaterThanOrEqual(min);
        expect(mine.length, `${c.slug} ${kind}`).toBeLessThanOrEqual(max);
        for (const u of mine) expect(u.body.length, `${c.slug} ${kind}`).toBeGreaterThan(20);
      }
      const ownFaqs = faqs.filter((f) => f.courseId === c.id);
      expect(ownFaqs.length, c.slug).toBeGreaterThanOrEqual(4);
      expect(ownFaqs.length, c.slug).toBeLessThanOrEqual(6);
      const vids = trailers.filter((t) => t.courseId === c.id);
      expect(vids.length, c.slug).toBeGreaterThanOrEqual(1);
      expect(vids.length, c.slug).toBeLessThanOrEqual(2);
      for (const v of vids) {
        expect(v.videoUrl).toMatch(
          new RegExp(`^https://videos\\.tutorlive\\.example/trailers/${c.slug}(-2)?\\.mp4$`),
        );
      }
    }
    const general = await db.select().from(courseFaqs).where(isNull(courseFaqs.courseId));
    expect(general.length).toBeGreaterThanOrEqual(4);
    expect(general.length).toBeLessThanOrEqual(6);
  });

  it("ranks courses by popularity, featured ones first", async () => {
    const rows = await db
      .select({ popularity: courses.popularity, isFeatured: courses.isFeatured })
      .from(courses)
      .orderBy(asc(courses.popularity));
    expect(new Set(rows.map((r) => r.popularity)).size).toBe(rows.length);
    expect(rows.every((r) => r.popularity > 0)).toBe(true);
    const featured = rows.filter((r) => r.isFeatured).map((r) => r.popularity);
    const others = rows.filter((r) => !r.isFeatured).map((r) => r.popularity);
    expect(Math.min(...featured)).toBeGreaterThan(Math.max(...others));
  });

  it("lists India first among the countries", async () => {
    const [india] = await db.select().from(countries).orderBy(asc(countries.sortOrder)).limit(1);
    expect(india).toMatchObject({ iso2: "IN", dialCode: "+91", currency: "INR", sortOrder: 1 });
  });

  it("seeds Indian cities, each with its localities and PIN codes", async () => {
    expect(first.counts.cities).toBe(CITIES.length);
    expect(first.counts.localities).toBe(CITIES.reduce((n, c) => n + c.localities.length, 0));
    const rows = await db
      .select({ city: cities.name, country: cities.countryIso2, pincode: localities.pincode })
      .from(localities)
      .innerJoin(cities, eq(cities.id, localities.cityId));
    expect(new Set(rows.map((r) => r.city)).size).toBe(CITIES.length);
    for (const r of rows) {
      expect(r.country).toBe("IN");
      expect(r.pincode).toMatch(/^[1-9][0-9]{5}$/);
    }
    const [mumbai] = await db.select().from(cities).where(eq(cities.name, "Mumbai"));
    const mumbaiLocalities = await db
      .select({ name: localities.name })
      .from(localities)
      .where(eq(localities.cityId, mumbai!.id));
    expect(mumbaiLocalities.map((l) => l.name)).toContain("Powai");
  });

  it("seeds a chat between the demo family and the demo teacher, the last message unread", async () => {
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.student.email));
    const list = await studentTeacherListCall(db, {
      id: student!.id,
      role: "student",
      name: "Aarav",
      prefix: "st",
    });
    expect(list.teachers.length).toBeGreaterThan(0);
    expect(list.unread).toEqual([{ teacher_id: list.teachers[0]!.id, count: 1 }]);
    expect(first.counts.chatMessages).toBe(DEMO_CHAT.length);
  });

  it("creates the demo accounts with the demo password", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [row] = await db.select().from(users).where(eq(users.email, account.email)).limit(2);
      expect(row).toMatchObject({
        role: account.role,
        mobile: account.mobile,
        countryCode: account.countryCode,
      });
    }
    const [student] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.student.email));
    expect(await verifyPassword(DEMO_PASSWORD, student?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword("demo@1234", student?.passwordHash ?? null)).toBe(false);

    const [teacher] = await db
      .select({ isFeatured: teacherProfiles.isFeatured })
      .from(users)
      .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .where(eq(users.email, DEMO_ACCOUNTS.teacher.email));
    expect(teacher?.isFeatured).toBe(true);
  });

  it("puts the sibling on the demo student's mobile", async () => {
    const onMobile = await db
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(eq(users.mobile, DEMO_ACCOUNTS.student.mobile));
    expect(onMobile.map((u) => u.email).sort()).toEqual(
      [DEMO_ACCOUNTS.sibling.email, DEMO_ACCOUNTS.student.email].sort(),
    );
    expect(onMobile.every((u) => u.role === "student")).toBe(true);
  });

  it("seeds the demo family: a parent with Aarav and Diya (dates of birth 4–14), every student in a family", async () => {
    const kids = await db
      .select({
        firstName: users.firstName,
        familyId: users.familyId,
        dob: users.dob,
        gender: users.gender,
        school: users.companyName,
      })
      .from(users)
      .where(eq(users.mobile, DEMO_ACCOUNTS.student.mobile))
      .orderBy(asc(users.id));
    expect(kids.map((k) => k.firstName)).toEqual(["Aarav", "Diya"]);
    expect(new Set(kids.map((k) => k.familyId)).size).toBe(1);
    const today = utcDateOf(new Date());
    expect(kids.map((k) => childAgeError(k.dob!, today))).toEqual([null, null]);
    expect(kids.every((k) => k.gender && k.school)).toBe(true);
    const [family] = await db.select().from(families).where(eq(families.id, kids[0]!.familyId!));
    expect(family).toMatchObject({ parentName: DEMO_FAMILY.parentName });
    expect(family!.mobileVerifiedAt).not.toBeNull();
    expect(await db.$count(users, and(eq(users.role, "student"), isNull(users.familyId)))).toBe(0);
    expect(first.counts.families).toBeGreaterThan(1);
  });

  it("gives every teacher 4 to 8 weekly slots without overlaps, one of them a group demo", async () => {
    // Listed teachers (with a profile); applicants waiting for review have no slots (issue 27).
    const teacherIds = (
      await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .where(eq(users.role, "teacher"))
    ).map((u) => u.id);
    const slots = await db.select().from(teacherSlots).orderBy(asc(teacherSlots.startTime));
    expect(first.counts.teacherSlots).toBe(slots.length);
    const primaries = await db
      .select({ teacherId: teacherSubjects.teacherId, subjectId: teacherSubjects.subjectId })
      .from(teacherSubjects)
      .where(eq(teacherSubjects.kind, "primary"));
    for (const id of teacherIds) {
      const mine = slots.filter((s) => s.teacherId === id && s.isActive);
      expect(mine.length).toBeGreaterThanOrEqual(4);
      expect(mine.length).toBeLessThanOrEqual(8);
      const demos = mine.filter((s) => s.isDemoSlot);
      expect(demos).toHaveLength(1);
      expect(demos[0]).toMatchObject({
        capacity: 4,
        subjectId: primaries.find((p) => p.teacherId === id)?.subjectId,
      });
      expect(mine.some((s) => s.startTime < "12:00")).toBe(true);
      expect(mine.some((s) => s.startTime >= "16:00")).toBe(true);
      const week = Array.from({ length: 7 }, (_, d) =>
        mine
          .filter((s) => s.dayOfWeek === d)
          .map((s) => ({ start_time: s.startTime.slice(0, 5), duration: s.durationMinutes })),
      );
      expect(weekSchema.safeParse(week).success).toBe(true);
    }
  });

  it("seeds the curriculum stamps and the demo teacher's batches", async () => {
    const stamps = await db.select().from(curriculumStamps).orderBy(asc(curriculumStamps.id));
    expect(stamps.map((s) => s.name)).toEqual([
      "CBSE",
      "ICSE",
      "IGCSE",
      "IB",
      "State Board",
      "Other",
    ]);
    expect(stamps.filter((s) => s.isOther).map((s) => s.name)).toEqual(["Other"]);
    const [teacher] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.teacher.email));
    const rows = await db.select().from(batches).where(eq(batches.teacherId, teacher!.id));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(first.counts.batches).toBe(rows.length);
    expect(first.counts.curriculumStamps).toBe(6);
    for (const b of rows) {
      const stamp = stamps.find((s) => s.id === b.stampId);
      if (stamp?.isOther) expect(b.otherCurriculum).toBeTruthy();
    }
  });

  it("seeds packs for every subject, the USD rate and the documented promo codes", async () => {
    const packRows = await db.select().from(packs);
    const subjectCount = await db.$count(subjects);
    expect(first.counts.packs).toBe(packRows.length);
    expect(packRows.length).toBe(buildPackSeeds(SUBJECTS, COURSES).length + 6);
    expect(new Set(packRows.map((p) => p.subjectId)).size).toBe(subjectCount);
    for (const key of ["currency", "courseType", "segment", "levelId", "totalClasses"] as const) {
      expect(new Set(packRows.map((p) => p[key])).size).toBeGreaterThan(1);
    }
    expect(packRows.some((p) => p.isOffer)).toBe(true);
    expect(packRows.filter((p) => p.teacherId !== null)).toHaveLength(6);
    expect(first.counts.currencyRates).toBe(1);
    const codes = await db.select({ code: promoCodes.code }).from(promoCodes);
    expect(codes.map((c) => c.code).sort()).toEqual([
      "EXPIRED5",
      "FLAT500",
      "ONCE100",
      "SUMMER25",
      "WELCOME10",
    ]);
  });

  it("gives the demo teacher eight weeks of past classes that the reports read", async () => {
    const [teacher] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.teacher.email));
    const [student] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.student.email));
    const now = new Date();
    const sessions = await db.select().from(classSessions);
    expect(sessions.length).toBe(first.counts.classSessions);
    expect(sessions.length).toBeGreaterThanOrEqual(45);
    expect(sessions.every((s) => s.teacherId === teacher!.id)).toBe(true);
    // The history is past; only the paying family's booked classes (scheduled-pack.ts) are ahead.
    const ahead = sessions.filter((s) => s.endsAt >= now);
    expect(ahead).toHaveLength(SCHEDULED_PACK_BOOKED);
    // The demo accounts keep their one free demo.
    const demoSeats = await db
      .select()
      .from(sessionEnrolments)
      .where(
        and(
          eq(sessionEnrolments.isDemo, true),
          inArray(sessionEnrolments.studentId, [student!.id]),
        ),
      );
    expect(demoSeats).toHaveLength(0);
    const asTeacher = { id: teacher!.id, role: "teacher" as const, name: "Rohan", prefix: "em" };
    const today = toWallTime(now, "Asia/Kolkata").date;
    const ask = { from: addDays(today, -60), to: today };
    const attendance = await runReport(db, asTeacher, "attendance", ask, "Asia/Kolkata", now);
    expect(attendance.result.summary.attended).toBeGreaterThan(20);
    expect(attendance.result.summary.missed).toBeGreaterThan(0);
    expect(attendance.result.summary.leave + attendance.result.summary.cancel).toBeGreaterThan(0);
    const punctuality = await runReport(db, asTeacher, "punctuality", ask, "Asia/Kolkata", now);
    expect(punctuality.result.summary.late + punctuality.result.summary.very_late).toBeGreaterThan(
      0,
    );
    const asStudent = { id: student!.id, role: "student" as const, name: "Aarav", prefix: "st" };
    const own = await runReport(db, asStudent, "attendance", ask, "Asia/Kolkata", now);
    expect(own.result.summary.total).toBeGreaterThan(5);
  });

  it("covers every paid seat of the history with a pack the student bought", async () => {
    const held = await db
      .selectDistinct({
        studentId: sessionEnrolments.studentId,
        subjectId: classSessions.subjectId,
      })
      .from(sessionEnrolments)
      .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
      .where(eq(sessionEnrolments.isDemo, false));
    expect(held.length).toBeGreaterThan(3);
    for (const h of held) {
      expect(await paidSeatsCovered(db, h.studentId, h.subjectId!)).toBe(true);
    }
    const paid = await db.select().from(orders);
    expect(paid.length).toBe(first.counts.orders);
    expect(paid.every((o) => o.status === "fulfilled")).toBe(true);
    // Each paid INR order has its tax invoice number, unique and gap-free within its year.
    const numbers = paid.map((o) => o.invoiceNumber!);
    expect(numbers.every((n) => /^TL\/\d{4}-\d{2}\/\d{6}$/.test(n))).toBe(true);
    const years = new Set(numbers.map((n) => n.split("/")[1]));
    for (const year of years) {
      const seq = numbers
        .filter((n) => n.split("/")[1] === year)
        .map((n) => Number(n.split("/")[2]))
        .sort((a, b) => a - b);
      expect(seq).toEqual(seq.map((_, i) => i + 1));
    }
    expect(await db.$count(contracts)).toBe(paid.length);
    // The demo student can still book paid classes.
    const [student] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.student.email));
    const left = await classesRemaining(db, student!.id);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((r) => r.remaining > 0)).toBe(true);
  });

  it("gives the demo student the teacher's own pack with classes booked and left", async () => {
    const [student] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.student.email));
    const packsOf = await loadPackBalances(db, student!.id, new Date());
    const own = packsOf.find((p) => p.teacherId !== null);
    expect(own).toMatchObject({
      total: SCHEDULED_PACK_CLASSES,
      booked: SCHEDULED_PACK_BOOKED,
      held: 0,
      left: SCHEDULED_PACK_CLASSES - SCHEDULED_PACK_BOOKED,
    });
  });

  it("seeds the demo student's buddy batch with its documented invite link", async () => {
    const batch = await findBuddyBatch(db, DEMO_BUDDY_TOKEN);
    expect(batch).toMatchObject({ capacity: 3, onSale: true });
  });

  it("does nothing when run again", async () => {
    const before = await countSeededRows(db);
    const again = await seedDemoData(db);
    expect(again.seeded).toBe(false);
    expect(again.counts).toEqual(before);
    expect(await countSeededRows(db)).toEqual(before);
  });

  describe("determinism", () => {
    let other: TestDatabase;

    beforeAll(async () => {
      other = await createTestDatabase();
      await seedDemoData(other.db);
    });

    afterAll(async () => {
      await other?.destroy();
    });

    it("seeds identical teachers into a second fresh database", async () => {
      const a = await teacherSnapshot(db);
      const b = await teacherSnapshot(other.db);
      expect(a.length).toBeGreaterThan(0);
      expect(b).toEqual(a);
      expect(await countSeededRows(other.db)).toEqual(await countSeededRows(db));
    });

    it("empties every seeded table on reset, course content included, and seeds again", async () => {
      const before = await countSeededRows(other.db);
      await resetDemoData(other.db);
      const empty = await countSeededRows(other.db);
      expect(Object.values(empty).every((n) => n === 0)).toBe(true);
      expect(Object.keys(empty)).toEqual(expect.arrayContaining(["courseUnits", "courseFaqs"]));
      const again = await seedDemoData(other.db);
      expect(again.seeded).toBe(true);
      expect(again.counts).toEqual(before);
    });
  });
});
