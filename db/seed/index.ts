/**
 * Deterministic demo data: streams, subjects, courses, countries, Indian cities with localities,
 * testimonials, ~40 teachers, ~15 students and the demo accounts in demo-accounts.ts. Used by `npm run db:seed` and tests.
 */
import { eq, sql } from "drizzle-orm";
import { CANCELLED_BY } from "../schema/scheduling";
import type { Db } from "../client";
import {
  cities,
  countries,
  courseFaqs,
  courses,
  courseTrailers,
  courseUnits,
  families,
  demoLeads,
  referralRewards,
  localities,
  states,
  streams,
  subjects,
  teacherProfiles,
  teacherSubjects,
  testimonials,
  users,
} from "../schema";
import { hashPassword } from "../../lib/auth/password";
import { CITIES } from "./data/cities";
import { seedTeachingProfiles } from "./teaching-profiles";
import { COUNTRIES } from "./data/countries";
import { STATES } from "./data/states";
import { COURSES } from "./data/courses";
import { buildCourseContent, COURSE_LEVELS, COURSE_POPULARITY } from "./data/course-content";
import { STREAMS } from "./data/streams";
import { SUBJECTS } from "./data/subjects";
import { TESTIMONIALS } from "./data/testimonials";
import { DEMO_PASSWORD } from "./demo-accounts";
import { buildSeedPlan } from "./generate";
import { DEFAULT_SEED } from "./prng";
import { batches, curriculumStamps, teacherSlots } from "../schema/scheduling";
import { CURRICULUM_STAMPS, DEMO_TEACHER_BATCHES, seedSlotsFor } from "./data/schedules";
import { DEMO_ACCOUNTS as SEED_DEMO_ACCOUNTS } from "./demo-accounts";
import { seedFamilies } from "./families";
import { seedSentReminders } from "./reminders";
import { classReminders } from "../schema/reminders";
import { currencyRates, invoiceSeries, packs, promoCodes } from "../schema/billing";
import { SEED_LEADS, seedGrowth } from "./growth";
import { seedAdmin } from "./admin";
import { buildPackSeeds, PROMO_SEEDS, USD_INR_RATE } from "./data/billing";
import { classMeetings, classRatings } from "../schema/classes";
import { classSessions, preferredSlotRequests, sessionEnrolments } from "../schema/scheduling";
import { buildClassHistory, daysAheadAt, type HistorySeat } from "./data/class-history";
import { countPurchaseRows, seedPurchases } from "./purchases";
import { countChatRows, seedChat } from "./chat";
import { countMediaRows, seedMedia } from "./media";
import { seedIntroVideo } from "./intro-video";
import { countContestRows, seedContests } from "./contest";
import { contests, streamingSubjects } from "../schema/contest";
import { countCommunityRows, seedCommunity } from "./community";
import { countReviewRows, seedReviews } from "./reviews";
import { seedScheduledPack } from "./scheduled-pack";
import { seedTeacherSide } from "./teacher-side";
import { seedBuddyBatch } from "./buddy";
import { teacherReviews } from "../schema/admin";
import { teacherTrainingApplications } from "../schema/teacher";
import { countWorkshopQuizRows, seedWorkshopsAndQuiz } from "./workshops-quiz";
import { countContentRows, seedContent } from "./content";
import { countEngagementRows, seedEngagement } from "./engagement";
import { countSurveyRows, seedSurveyPoints, seedSurveys } from "./surveys";
import { POINTS } from "../../lib/engagement/points/rules";
import { holidays, storyCharacters } from "../schema/engagement";
import { blogCategories, events } from "../schema/content";
import { hashtags } from "../schema/community";

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";

export interface SeedResult {
  /** False when the database already had catalog data and nothing was written. */
  seeded: boolean;
  /** Rows inserted when seeded, otherwise the rows already in the database. */
  counts: Record<string, number>;
}

export interface SeedOptions {
  /** PRNG seed for the generated people; the default gives the documented demo data. */
  seed?: number;
  /** The seed's "now": the demo class history fills the eight weeks before it (default: the clock). */
  now?: Date;
}

/** Serialises concurrent seeders (the migrator uses 724011). */
const SEED_LOCK_KEY = 724012;

/** Row counts of every table the seed writes. */
export async function countSeededRows(db: Db): Promise<Record<string, number>> {
  const [
    streamCount,
    subjectCount,
    courseCount,
    countryCount,
    stateCount,
    cityCount,
    localityCount,
    testimonialCount,
    userCount,
    teacherCount,
    studentCount,
    adminCount,
    teacherProfileCount,
    teacherSubjectCount,
    courseUnitCount,
    courseFaqCount,
    courseTrailerCount,
  ] = await Promise.all([
    db.$count(streams),
    db.$count(subjects),
    db.$count(courses),
    db.$count(countries),
    db.$count(states),
    db.$count(cities),
    db.$count(localities),
    db.$count(testimonials),
    db.$count(users),
    db.$count(users, eq(users.role, "teacher")),
    db.$count(users, eq(users.role, "student")),
    db.$count(users, eq(users.role, "admin")),
    db.$count(teacherProfiles),
    db.$count(teacherSubjects),
    db.$count(courseUnits),
    db.$count(courseFaqs),
    db.$count(courseTrailers),
  ]);
  return {
    streams: streamCount,
    subjects: subjectCount,
    courses: courseCount,
    countries: countryCount,
    states: stateCount,
    cities: cityCount,
    localities: localityCount,
    testimonials: testimonialCount,
    users: userCount,
    teachers: teacherCount,
    students: studentCount,
    admins: adminCount,
    teacherProfiles: teacherProfileCount,
    teacherSubjects: teacherSubjectCount,
    courseUnits: courseUnitCount,
    courseFaqs: courseFaqCount,
    courseTrailers: courseTrailerCount,
    ...(await countScheduleRows(db)),
    ...(await countBillingRows(db)),
    ...(await countHistoryRows(db)),
    ...(await countPurchaseRows(db)),
    families: await db.$count(families),
    classReminders: await db.$count(classReminders),
    ...(await countChatRows(db)),
    ...(await countEngagementRows(db)),
    ...(await countSurveyRows(db)),
    ...(await countMediaRows(db)),
    ...(await countContestRows(db)),
    ...(await countCommunityRows(db)),
    demoLeads: await db.$count(demoLeads),
    referralRewards: await db.$count(referralRewards),
    ...(await countWorkshopQuizRows(db)),
    ...(await countContentRows(db)),
    ...(await countReviewRows(db)),
  };
}

async function hasCatalog(db: Db): Promise<boolean> {
  const rows = await db.select({ id: streams.id }).from(streams).limit(1);
  return rows.length > 0;
}

function idMap<K extends string>(rows: { id: number; key: K }[]): Map<K, number> {
  return new Map(rows.map((r) => [r.key, r.id]));
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: unknown ${what} "${String(key)}"`);
  return value;
}

/**
 * Seeds the demo data in one transaction. Idempotent: when the streams table already has rows it
 * returns `{ seeded: false }` and writes nothing.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  if (await hasCatalog(db)) return { seeded: false, counts: await countSeededRows(db) };

  const plan = buildSeedPlan(options.seed ?? DEFAULT_SEED);
  // Hashing is deliberately slow (scrypt): do it once and share the hash between demo accounts.
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);

  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another seeder may have finished while we waited for the lock.
    if (await hasCatalog(tx)) return null;

    const streamIds = idMap(
      await tx
        .insert(streams)
        .values(STREAMS.map((s) => ({ ...s })))
        .returning({ id: streams.id, key: streams.slug }),
    );

    const subjectRows = await tx
      .insert(subjects)
      .values(
        SUBJECTS.map(({ streamSlug, ...s }) => ({
          ...s,
          streamId: need(streamIds, streamSlug, "stream"),
        })),
      )
      .returning({ id: subjects.id, key: subjects.slug });
    const subjectIds = idMap(subjectRows);
    const subjectStream = new Map(SUBJECTS.map((s) => [s.slug, s.streamSlug]));

    const courseIds = idMap(
      await tx
        .insert(courses)
        .values(
          COURSES.map(({ subjectSlug, ...c }) => ({
            ...c,
            popularity: COURSE_POPULARITY[c.slug] ?? 0,
            level: COURSE_LEVELS[c.slug] ?? "beginner",
            subjectId: need(subjectIds, subjectSlug, "subject"),
            streamId: need(streamIds, need(subjectStream, subjectSlug, "subject"), "stream"),
          })),
        )
        .returning({ id: courses.id, key: courses.slug }),
    );

    // Course pages: units, FAQs (general ones have no course) and trailers, in bulk.
    const content = buildCourseContent(COURSES);
    const courseIdOf = (slug: string) => need(courseIds, slug, "course");
    await tx
      .insert(courseUnits)
      .values(
        content.units.map(({ courseSlug, ...u }) => ({ ...u, courseId: courseIdOf(courseSlug) })),
      );
    await tx.insert(courseFaqs).values(
      content.faqs.map(({ courseSlug, ...f }) => ({
        ...f,
        courseId: courseSlug === null ? null : courseIdOf(courseSlug),
      })),
    );
    await tx.insert(courseTrailers).values(
      content.trailers.map(({ courseSlug, ...t }) => ({
        ...t,
        courseId: courseIdOf(courseSlug),
      })),
    );

    await tx.insert(countries).values(COUNTRIES.map((c) => ({ ...c })));
    await tx.insert(states).values(STATES.map((s) => ({ ...s })));

    const cityIds = idMap(
      await tx
        .insert(cities)
        .values(CITIES.map(({ name, state }) => ({ name, state, countryIso2: "IN" })))
        .returning({ id: cities.id, key: cities.name }),
    );
    const localityRows = CITIES.flatMap((c) =>
      c.localities.map(([name, pincode]) => ({
        cityId: need(cityIds, c.name, "city"),
        name,
        pincode,
      })),
    );
    await tx.insert(localities).values(localityRows);

    await tx.insert(testimonials).values(
      TESTIMONIALS.map(({ courseSlug, ...t }) => ({
        ...t,
        courseId: need(courseIds, courseSlug, "course"),
      })),
    );

    const userIds = idMap(
      await tx
        .insert(users)
        .values(
          plan.users.map(({ isDemo, ...u }) => ({
            ...u,
            passwordHash: isDemo ? demoPasswordHash : null,
          })),
        )
        .returning({ id: users.id, key: users.referralCode }),
    );

    const seededAt = options.now ?? new Date();
    // Through the product's own creation function (decision 038): the seed hides no step.
    await seedTeachingProfiles(
      tx,
      plan.teachers.map((t) => ({
        teacherId: need(userIds, t.referralCode, "user"),
        streamId: need(streamIds, t.streamSlug, "stream"),
        headline: t.headline,
        bio: t.bio,
        experienceYears: t.experienceYears,
        languages: t.languages,
        priceInrMinor: t.priceInrMinor,
        priceUsdMinor: t.priceUsdMinor,
        primarySubjectId: need(subjectIds, t.primarySubjectSlug, "subject"),
        secondarySubjectIds: t.secondarySubjectSlugs.map((slug) =>
          need(subjectIds, slug, "subject"),
        ),
        rating: t.rating,
        ratingCount: t.ratingCount,
        isFeatured: t.isFeatured,
      })),
      seededAt,
    );
    // Seeded teachers are approved (listed and bookable, decision 030) before anything is booked.
    await tx.insert(teacherReviews).values(
      plan.teachers.map((t) => ({
        teacherId: need(userIds, t.referralCode, "user"),
        status: "approved" as const,
        reason: "Seeded teacher",
      })),
    );

    const scheduleCounts = await seedSchedules(tx, plan, userIds, subjectIds);
    const billingCounts = await seedBilling(tx, plan, userIds, subjectIds, courseIds);
    const historyCounts = await seedClassHistory(tx, plan, userIds, subjectIds, seededAt);
    await seedFamilies(tx, seededAt);
    await seedSentReminders(tx, seededAt);
    const chatCounts = await seedChat(
      tx,
      need(userIds, SEED_DEMO_ACCOUNTS.student.referralCode, "user"),
      need(userIds, SEED_DEMO_ACCOUNTS.teacher.referralCode, "user"),
      seededAt,
    );
    await seedGrowth(tx, seededAt);
    await seedTeacherSide(
      tx,
      need(userIds, SEED_DEMO_ACCOUNTS.teacher.referralCode, "user"),
      seededAt,
    );
    const admin = await seedAdmin(tx);
    const workshopQuizCounts = await seedWorkshopsAndQuiz(tx, seededAt);
    const contentCounts = await seedContent(tx, seededAt);
    const engagementCounts = await seedEngagement(
      tx,
      plan.users
        .filter((u) => u.role === "student")
        .slice(0, 4)
        .map((u) => need(userIds, u.referralCode, "user")),
      seededAt,
    );
    const surveyCount = await seedSurveys(tx, {
      teacherId: need(userIds, SEED_DEMO_ACCOUNTS.teacher.referralCode, "user"),
      skipStudentIds: [
        need(userIds, SEED_DEMO_ACCOUNTS.student.referralCode, "user"),
        need(userIds, SEED_DEMO_ACCOUNTS.sibling.referralCode, "user"),
      ],
      now: seededAt,
    });
    await seedSurveyPoints(tx, POINTS.survey);
    await seedMedia(
      tx,
      need(userIds, SEED_DEMO_ACCOUNTS.student.referralCode, "user"),
      need(userIds, SEED_DEMO_ACCOUNTS.teacher.referralCode, "user"),
      seededAt,
    );
    await seedIntroVideo(tx, need(userIds, SEED_DEMO_ACCOUNTS.teacher.referralCode, "user"));
    await seedCommunity(
      tx,
      need(userIds, SEED_DEMO_ACCOUNTS.student.referralCode, "user"),
      need(userIds, SEED_DEMO_ACCOUNTS.teacher.referralCode, "user"),
      seededAt,
    );
    await seedBuddyBatch(
      tx,
      need(userIds, SEED_DEMO_ACCOUNTS.student.referralCode, "user"),
      seededAt,
    );
    const contestCounts = await seedContests(tx, {
      familyUserIds: plan.users
        .filter((u) => u.role === "student")
        .slice(4, 12)
        .map((u) => need(userIds, u.referralCode, "user")),
      teacherIds: plan.users
        .filter((u) => u.role === "teacher")
        .slice(0, 3)
        .map((u) => need(userIds, u.referralCode, "user")),
      studentId: need(userIds, SEED_DEMO_ACCOUNTS.student.referralCode, "user"),
      now: seededAt,
    });

    const reviewCounts = await seedReviews(
      tx,
      need(userIds, SEED_DEMO_ACCOUNTS.teacher.referralCode, "user"),
    );

    const count = (role: string) => plan.users.filter((u) => u.role === role).length;
    return {
      streams: STREAMS.length,
      subjects: SUBJECTS.length,
      courses: COURSES.length,
      countries: COUNTRIES.length,
      states: STATES.length,
      cities: CITIES.length,
      localities: localityRows.length,
      testimonials: TESTIMONIALS.length,
      users: plan.users.length + admin.applicants,
      teachers: count("teacher") + admin.applicants,
      students: count("student"),
      admins: count("admin"),
      teacherProfiles: plan.teachers.length,
      teacherSubjects: plan.teachers.reduce((n, t) => n + 1 + t.secondarySubjectSlugs.length, 0),
      courseUnits: content.units.length,
      courseFaqs: content.faqs.length,
      courseTrailers: content.trailers.length,
      ...scheduleCounts,
      ...billingCounts,
      ...historyCounts,
      families: await tx.$count(families),
      classReminders: await tx.$count(classReminders),
      ...chatCounts,
      ...engagementCounts,
      classSurveys: surveyCount,
      ...contestCounts,
      // Counted again: the community's post media are media too.
      ...(await countMediaRows(tx)),
      ...(await countCommunityRows(tx)),
      demoLeads: SEED_LEADS.length,
      referralRewards: await tx.$count(referralRewards),
      ...workshopQuizCounts,
      ...contentCounts,
      ...reviewCounts,
    };
  });

  if (!counts) return { seeded: false, counts: await countSeededRows(db) };
  return { seeded: true, counts };
}

/**
 * Empties every table the seed writes and restarts their ids. CASCADE also empties any table that
 * references them (for example everything that belongs to a user): development and tests only.
 */
export async function resetDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // The audit log is append-only; only this dev reset may empty it (migration 0023's trigger).
    await tx.execute(sql`select set_config('app.allow_audit_truncate', 'on', true)`);
    await tx.execute(
      sql`truncate table ${courseUnits}, ${courseFaqs}, ${courseTrailers}, ${batches}, ${teacherSlots}, ${curriculumStamps}, ${teacherSubjects}, ${teacherProfiles}, ${testimonials}, ${courses}, ${subjects}, ${streams}, ${countries}, ${states}, ${localities}, ${cities}, ${users}, ${families}, ${demoLeads}, ${packs}, ${promoCodes}, ${currencyRates}, ${invoiceSeries}, ${teacherTrainingApplications}, ${storyCharacters}, ${holidays}, ${blogCategories}, ${events}, ${contests}, ${streamingSubjects}, ${hashtags} restart identity cascade`,
    );
  });
}

/** Rows of the availability tables the seed writes (see seedSchedules). */
async function countScheduleRows(db: Db) {
  const [slotCount, stampCount, batchCount] = await Promise.all([
    db.$count(teacherSlots),
    db.$count(curriculumStamps),
    db.$count(batches),
  ]);
  return { teacherSlots: slotCount, curriculumStamps: stampCount, batches: batchCount };
}

/**
 * Availability (data/schedules.ts): the curriculum stamps, 4 to 8 weekly slots for every teacher
 * in their own zone (one group demo slot each, for their primary subject) and the demo teacher's
 * batches.
 */
async function seedSchedules(
  tx: Db,
  plan: ReturnType<typeof buildSeedPlan>,
  userIds: Map<string, number>,
  subjectIds: Map<string, number>,
) {
  const stampIds = idMap(
    await tx
      .insert(curriculumStamps)
      .values(CURRICULUM_STAMPS.map((c) => ({ ...c })))
      .returning({ id: curriculumStamps.id, key: curriculumStamps.name }),
  );
  const demoTeacherCode = SEED_DEMO_ACCOUNTS.teacher.referralCode;
  const slotRows = plan.teachers.flatMap((t, i) =>
    seedSlotsFor(i, t.referralCode === demoTeacherCode).map((slot) => ({
      ...slot,
      teacherId: need(userIds, t.referralCode, "user"),
      subjectId: slot.isDemoSlot ? need(subjectIds, t.primarySubjectSlug, "subject") : null,
    })),
  );
  await tx.insert(teacherSlots).values(slotRows);
  const batchRows = DEMO_TEACHER_BATCHES.map((b) => ({
    teacherId: need(userIds, demoTeacherCode, "user"),
    subjectId: need(subjectIds, b.subjectSlug, "subject"),
    name: b.name,
    stampId: b.stamp === null ? null : need(stampIds, b.stamp, "curriculum stamp"),
    otherCurriculum: b.otherCurriculum ?? null,
  }));
  await tx.insert(batches).values(batchRows);
  return {
    teacherSlots: slotRows.length,
    curriculumStamps: CURRICULUM_STAMPS.length,
    batches: batchRows.length,
  };
}

/** Rows of the billing tables the seed writes (see seedBilling). */
async function countBillingRows(db: Db) {
  const [packCount, promoCount, rateCount] = await Promise.all([
    db.$count(packs),
    db.$count(promoCodes),
    db.$count(currencyRates),
  ]);
  return { packs: packCount, promoCodes: promoCount, currencyRates: rateCount };
}

/**
 * Billing (data/billing.ts): packs for every subject, the demo teacher's own packs (4, 8 and 12
 * individual classes at their price per class, INR and USD), the USD→INR rate and the demo promo
 * codes documented in README.md.
 */
async function seedBilling(
  tx: Db,
  plan: ReturnType<typeof buildSeedPlan>,
  userIds: Map<string, number>,
  subjectIds: Map<string, number>,
  courseIds: Map<string, number>,
) {
  const subjectRows = buildPackSeeds(SUBJECTS, COURSES).map(({ subjectSlug, ...p }) => ({
    ...p,
    subjectId: need(subjectIds, subjectSlug, "subject"),
  }));
  const demoTeacher = plan.teachers.find(
    (t) => t.referralCode === SEED_DEMO_ACCOUNTS.teacher.referralCode,
  );
  const teacherRows = demoTeacher
    ? ([4, 8, 12] as const).flatMap((n) =>
        (["INR", "USD"] as const).map((currency) => ({
          subjectId: need(subjectIds, demoTeacher.primarySubjectSlug, "subject"),
          teacherId: need(userIds, demoTeacher.referralCode, "user"),
          levelId: 17,
          courseType: "individual",
          segment: "regular",
          name: `${n} classes with your teacher`,
          totalClasses: n,
          currency,
          priceMinor:
            (currency === "INR" ? demoTeacher.priceInrMinor : demoTeacher.priceUsdMinor) * n,
          isOffer: false,
        })),
      )
    : [];
  const packRows = [...subjectRows, ...teacherRows];
  await tx.insert(packs).values(packRows);
  await tx
    .insert(currencyRates)
    .values([{ fromCurrency: "USD", toCurrency: "INR", rate: USD_INR_RATE }]);
  await tx.insert(promoCodes).values(
    PROMO_SEEDS.map(({ courseSlug, note: _note, ...p }) => ({
      ...p,
      courseId: courseSlug === null ? null : need(courseIds, courseSlug, "course"),
    })),
  );
  return { packs: packRows.length, promoCodes: PROMO_SEEDS.length, currencyRates: 1 };
}

/** Rows of the class-history tables the seed writes (see seedClassHistory). */
async function countHistoryRows(db: Db) {
  const [sessionCount, enrolmentCount, meetingCount, ratingCount, preferredCount] =
    await Promise.all([
      db.$count(classSessions),
      db.$count(sessionEnrolments),
      db.$count(classMeetings),
      db.$count(classRatings),
      db.$count(preferredSlotRequests),
    ]);
  return {
    classSessions: sessionCount,
    sessionEnrolments: enrolmentCount,
    classMeetings: meetingCount,
    classRatings: ratingCount,
    preferredSlotRequests: preferredCount,
  };
}

const ENROLMENT_STATUS = { attended: 3, missed: 4, not_started: 4, leave: 5, teacher_cancelled: 5 };
const HOUR = 3_600_000;

/**
 * The demo teacher's past eight weeks (data/class-history.ts) in bulk: sessions, seats (attended,
 * missed, cancelled by the student or the teacher, some at the last minute), the meetings the
 * teacher started (a few late), ratings, and two preferred-time requests from this week.
 */
async function seedClassHistory(
  tx: Db,
  plan: ReturnType<typeof buildSeedPlan>,
  userIds: Map<string, number>,
  subjectIds: Map<string, number>,
  now: Date,
) {
  const teacherId = need(userIds, SEED_DEMO_ACCOUNTS.teacher.referralCode, "user");
  const others = plan.users
    .filter((u) => u.role === "student" && !u.isDemo)
    .map((u) => need(userIds, u.referralCode, "user"));
  const studentOf = (seat: HistorySeat) =>
    seat === "student" || seat === "sibling"
      ? need(userIds, SEED_DEMO_ACCOUNTS[seat].referralCode, "user")
      : need(new Map(others.map((id, i) => [i, id])), seat, "history student");
  const history = buildClassHistory(now);
  const sessions = await tx
    .insert(classSessions)
    .values(
      history.map((c) => ({
        teacherId,
        slotId: null,
        subjectId: need(subjectIds, c.subject, "subject"),
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        status: c.status,
        isDemo: c.isDemo,
        capacity: c.isDemo ? 4 : 1,
        enrolledCount: c.seats.filter((s) => ENROLMENT_STATUS[s.outcome] !== 5).length,
        title: c.title,
        cancelledAt:
          c.status === 5
            ? new Date(c.startsAt.getTime() - (c.seats[0]?.cancelledHoursBefore ?? 24) * HOUR)
            : null,
        cancelledBy: c.status === 5 ? CANCELLED_BY.teacher : null,
        createdAt: new Date(c.startsAt.getTime() - (c.seats[0]?.bookedDaysBefore ?? 7) * 24 * HOUR),
      })),
    )
    .returning({ id: classSessions.id, startsAt: classSessions.startsAt });
  const idAt = new Map(sessions.map((s) => [s.startsAt.getTime(), s.id]));
  const sessionIdOf = (c: (typeof history)[number]) =>
    need(idAt, c.startsAt.getTime(), "history session");

  const seats = history.flatMap((c) =>
    c.seats.map((s) => {
      const cancelled = s.cancelledHoursBefore !== null;
      return {
        sessionId: sessionIdOf(c),
        studentId: studentOf(s.seat),
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        status: ENROLMENT_STATUS[s.outcome],
        isDemo: c.isDemo,
        attendedAt:
          s.joinedAfterMinutes === null
            ? null
            : new Date(c.startsAt.getTime() + s.joinedAfterMinutes * 60_000),
        cancelledAt: cancelled
          ? new Date(c.startsAt.getTime() - s.cancelledHoursBefore! * HOUR)
          : null,
        cancelledBy: cancelled
          ? s.outcome === "leave"
            ? CANCELLED_BY.student
            : CANCELLED_BY.teacher
          : null,
        cancelReason: s.outcome === "leave" ? "School exam that day" : null,
        createdAt: new Date(c.startsAt.getTime() - s.bookedDaysBefore * 24 * HOUR),
      };
    }),
  );
  await tx.insert(sessionEnrolments).values(seats);
  // Every paid seat that was not cancelled spent a class of a pack the student bought.
  const purchases = await seedPurchases(
    tx,
    history
      .filter((c) => !c.isDemo)
      .flatMap((c) =>
        c.seats
          .filter((s) => ENROLMENT_STATUS[s.outcome] !== 5)
          .map((s) => ({
            studentId: studentOf(s.seat),
            subjectId: need(subjectIds, c.subject, "subject"),
            bookedAt: new Date(c.startsAt.getTime() - s.bookedDaysBefore * 24 * HOUR),
          })),
      ),
  );

  const meetings = history.flatMap((c) => {
    if (c.meetingAfterMinutes === null) return [];
    const sessionId = sessionIdOf(c);
    const room = `tutorlive-demo-history-${sessionId}`;
    return [
      {
        sessionId,
        teacherId,
        provider: "jitsi",
        externalId: room,
        joinUrl: `https://meet.jit.si/${room}`,
        hostUrl: `https://meet.jit.si/${room}`,
        startedAt: new Date(c.startsAt.getTime() + c.meetingAfterMinutes * 60_000),
        licenceUntil: c.endsAt,
      },
    ];
  });
  if (meetings.length > 0) await tx.insert(classMeetings).values(meetings);

  const ratings = history.flatMap((c) =>
    c.seats.flatMap((s) =>
      s.rating === null
        ? []
        : [
            {
              sessionId: sessionIdOf(c),
              studentId: studentOf(s.seat),
              teacherId,
              rating: s.rating,
              createdAt: new Date(c.endsAt.getTime() + 2 * HOUR),
            },
          ],
    ),
  );
  if (ratings.length > 0) await tx.insert(classRatings).values(ratings);

  // Two families asked for times of their own this week (the class-booking requests report).
  const guitarId = need(subjectIds, "guitar", "subject");
  const preferred = [
    {
      seat: 8,
      askedHoursAgo: 30,
      inDays: 5,
      time: "19:30",
      note: "Weekday evenings after 7 work best for us.",
    },
    { seat: 9, askedHoursAgo: 52, inDays: 8, time: "11:00", note: "" },
  ].map((p) => ({
    studentId: studentOf(p.seat),
    teacherId,
    subjectId: guitarId,
    preferredAt: daysAheadAt(now, p.inDays, p.time),
    note: p.note,
    createdAt: new Date(now.getTime() - p.askedHoursAgo * HOUR),
  }));
  await tx.insert(preferredSlotRequests).values(preferred);

  const scheduled = await seedScheduledPack(
    tx,
    {
      studentId: studentOf("student"),
      teacherId,
      subjectId: guitarId,
    },
    now,
  );

  return {
    classSessions: history.length + scheduled.classSessions,
    sessionEnrolments: seats.length + scheduled.sessionEnrolments,
    classMeetings: meetings.length,
    classRatings: ratings.length,
    preferredSlotRequests: preferred.length,
    orders: purchases.orders + scheduled.orders,
    contracts: purchases.contracts + scheduled.contracts,
  };
}
