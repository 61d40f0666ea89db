import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  cities,
  countries,
  courses,
  localities,
  streams,
  subjects,
  teacherProfiles,
  teacherSubjects,
  users,
} from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { CITIES } from "@/db/seed/data/cities";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/db/seed/demo-accounts";
import { countSeededRows, seedDemoData, type SeedResult } from "@/db/seed";
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
    const teacherCount = await db.$count(users, eq(users.role, "teacher"));
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
  });
});
