/**
 * `npm run seed:teachers -- 10000`: adds N realistic teachers (names, subjects, headlines, bios,
 * languages, prices in INR and USD, ratings) to DATABASE_URL or the embedded PGlite, for search at
 * marketplace scale. Multi-row inserts in batches of 1,000 inside one transaction, then every new
 * search document in one statement. Migrates and seeds the demo catalog first when it is missing.
 * Run it again to add N more (e-mails and referral codes stay unique).
 */
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type Db } from "../client";
import { streams, subjects, teacherReviews, users } from "../schema";
import { HOMES, ORIGINS, type HomeKey } from "./data/names";
import { SUBJECTS } from "./data/subjects";
import { AUDIENCES, STREAM_APPROACHES, SUBJECT_TEACHING } from "./data/teaching";
import { seedDemoData } from "./index";
import { SeededRandom } from "./prng";
import { seedTeachingProfiles, type SeededProfile } from "./teaching-profiles";

const BATCH = 1000;
export const BULK_EMAIL_DOMAIN = "bulk.tutor.example";

function asciiSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

interface BulkTeacher {
  user: typeof users.$inferInsert;
  subjectSlug: string;
  secondarySlugs: string[];
  profile: Omit<
    SeededProfile,
    "teacherId" | "streamId" | "primarySubjectId" | "secondarySubjectIds"
  >;
  streamSlug: string;
}

function makeTeacher(rng: SeededRandom, serial: number): BulkTeacher {
  const subject = rng.pick(SUBJECTS);
  const teaching = SUBJECT_TEACHING[subject.slug];
  if (!teaching) throw new Error(`no teaching text for ${subject.slug}`);
  const origin = ORIGINS[rng.pick(teaching.origins)];
  const home: HomeKey = origin.homesAbroad ? rng.pick(origin.homesAbroad) : "india";
  const firstName = rng.pick(origin.firstNames);
  const lastName = rng.pick(origin.lastNames);
  const years = rng.int(0, 30);
  const credential = rng.chance(0.5) ? rng.pick(teaching.credentials) : null;
  const headline = [
    teaching.role,
    credential,
    years === 0 ? "new teacher" : `${years} year${years === 1 ? "" : "s"} teaching`,
  ]
    .filter(Boolean)
    .join(" · ");
  const bio = [
    rng
      .pick(teaching.backgrounds)
      .replace("{city}", rng.pick(origin.cities))
      .replace("{years}", years <= 1 ? "a year" : `${years} years`),
    rng.pick(STREAM_APPROACHES[subject.streamSlug] ?? ["Classes are live and one to one."]),
    rng.pick(AUDIENCES),
  ].join(" ");
  const languages = [
    ...new Set([
      "English",
      ...origin.languages.filter(() => rng.chance(0.8)),
      ...(teaching.requiresLanguage ? [teaching.requiresLanguage] : []),
    ]),
  ];
  const isNew = rng.chance(0.15);
  const rating = isNew ? 0 : Math.round((3.5 + 1.5 * Math.sqrt(rng.float())) * 100) / 100;
  const rupees = Math.min(
    3000,
    Math.max(300, Math.round((300 + years * 40 + rng.int(-100, 400)) / 50) * 50),
  );
  const dollars = Math.min(60, Math.max(8, Math.round(rupees / 40)));
  return {
    user: {
      role: "teacher",
      firstName,
      lastName,
      email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}.${serial}@${BULK_EMAIL_DOMAIN}`,
      mobile: null,
      countryCode: HOMES[home].countryCode,
      timeZone: HOMES[home].timeZone,
      // The demo seed's codes never contain "-": these cannot collide with them.
      referralCode: `BK-${serial}`,
    },
    subjectSlug: subject.slug,
    secondarySlugs: rng.sample(teaching.alsoTeaches, rng.int(0, 2)),
    streamSlug: subject.streamSlug,
    profile: {
      headline: headline.slice(0, 140),
      bio,
      experienceYears: years,
      languages,
      priceInrMinor: rupees * 100,
      priceUsdMinor: dollars * 100,
      rating,
      ratingCount: isNew ? 0 : rng.int(1, 250),
      isFeatured: false,
    },
  };
}

/** Adds `count` teachers in batches; returns their ids. Needs the demo catalog (streams, subjects). */
export async function seedBulkTeachers(
  db: Db,
  count: number,
  seed = count,
  now: Date = new Date(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const streamIds = new Map(
      (await tx.select({ id: streams.id, slug: streams.slug }).from(streams)).map((s) => [
        s.slug,
        s.id,
      ]),
    );
    const subjectIds = new Map(
      (await tx.select({ id: subjects.id, slug: subjects.slug }).from(subjects)).map((s) => [
        s.slug,
        s.id,
      ]),
    );
    if (subjectIds.size === 0) throw new Error("No subjects: seed the demo catalog first.");
    const [top] = await tx
      .select({ base: sql<number>`coalesce(max(${users.id}), 0)::int` })
      .from(users);
    const base = Number(top?.base ?? 0);
    const rng = new SeededRandom(seed + base);
    const ids: number[] = [];
    for (let start = 0; start < count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) =>
        makeTeacher(rng, base + start + i + 1),
      );
      const inserted = await tx
        .insert(users)
        .values(batch.map((b) => b.user))
        .returning({ id: users.id, code: users.referralCode });
      const idOf = new Map(inserted.map((r) => [r.code, r.id]));
      const rows = batch.map((b) => ({ ...b, userId: idOf.get(b.user.referralCode)! }));
      // Through the product's creation function (decision 038), a thousand at a time.
      await seedTeachingProfiles(
        tx as unknown as Db,
        rows.map((r) => ({
          ...r.profile,
          teacherId: r.userId,
          streamId: streamIds.get(r.streamSlug)!,
          primarySubjectId: subjectIds.get(r.subjectSlug)!,
          secondarySubjectIds: r.secondarySlugs
            .filter((s) => s !== r.subjectSlug && subjectIds.has(s))
            .map((s) => subjectIds.get(s)!),
        })),
        now,
      );
      // Listed teachers are approved ones (decision 030): the bulk teachers count as approved.
      await tx.insert(teacherReviews).values(
        rows.map((r) => ({
          teacherId: r.userId,
          status: "approved" as const,
          reason: "Seeded teacher",
        })),
      );
      ids.push(...rows.map((r) => r.userId));
    }
    return ids;
  });
}

async function main(args: string[]) {
  const count = Number(args[0] ?? 10_000);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error("Usage: npm run seed:teachers -- <how many, 1 to 1000000>");
  }
  const url = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase(url ? { url, max: 1, statementTimeoutMs: 0 } : {});
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db);
    const started = performance.now();
    const ids = await seedBulkTeachers(handle.db, count);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // Fresh statistics and visibility map, as autovacuum would leave them, before anyone measures.
    await handle.db.execute(sql`vacuum analyze teacher_profiles, teacher_subjects, users`);
    console.info(
      `Added ${ids.length} teachers (ids ${ids[0]}…${ids.at(-1)}) to ${handle.kind} in ${seconds}s.`,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error("seed:teachers failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
