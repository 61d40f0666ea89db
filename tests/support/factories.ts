import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { refreshSearchDocuments } from "@/lib/catalog/search-document";
import { createTeachingProfile } from "@/lib/teacher/onboarding/create-teaching-profile";
import {
  contracts,
  countries,
  courses,
  orders,
  packs,
  streams,
  subjects,
  teacherProfiles,
  teacherReviews,
  testimonials,
  users,
} from "@/db/schema";

// Small factories: each test makes the rows it needs; a counter keeps unique columns unique.
let n = 0;
const next = () => ++n;

export async function makeStream(db: Db, over: Partial<typeof streams.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(streams)
    .values({ name: `Stream ${i}`, slug: `stream-${i}`, sortOrder: i, ...over })
    .returning();
  return row!;
}

export async function makeSubject(
  db: Db,
  streamId: number,
  over: Partial<typeof subjects.$inferInsert> = {},
) {
  const i = next();
  const [row] = await db
    .insert(subjects)
    .values({ streamId, name: `Subject ${i}`, slug: `subject-${i}`, code: `S${i}`, ...over })
    .returning();
  return row!;
}

export async function makeCourse(
  db: Db,
  subject: { id: number; streamId: number },
  over: Partial<typeof courses.$inferInsert> = {},
) {
  const i = next();
  const [row] = await db
    .insert(courses)
    .values({
      streamId: subject.streamId,
      subjectId: subject.id,
      name: `Course ${i}`,
      slug: `course-${i}`,
      shortDescription: "A short description.",
      description: "A longer description.",
      fromPriceInrMinor: 49900,
      fromPriceUsdMinor: 1200,
      ...over,
    })
    .returning();
  return row!;
}

export async function makeUser(db: Db, over: Partial<typeof users.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(users)
    .values({
      role: "student",
      firstName: `First${i}`,
      lastName: `Last${i}`,
      email: `user${i}@test.example`,
      mobile: String(9100000000 + i),
      referralCode: `T${String(i).padStart(7, "0")}`,
      ...over,
    })
    .returning();
  return row!;
}

export async function makeTeacher(
  db: Db,
  subject: { id: number; streamId: number },
  over: {
    user?: Partial<typeof users.$inferInsert>;
    profile?: Partial<typeof teacherProfiles.$inferInsert>;
    review?: "pending" | "approved" | "rejected";
  } = {},
) {
  const user = await makeUser(db, { role: "teacher", ...over.user });
  // Through the product's creation function (decision 038), complete and priced.
  await createTeachingProfile(
    db,
    {
      teacherId: user.id,
      streamId: over.profile?.streamId ?? subject.streamId,
      headline: "Teacher headline",
      priceInrMinor: 50000,
      priceUsdMinor: 1500,
      languages: ["English"],
      primarySubjectId: subject.id,
      status: "complete",
    },
    new Date(),
  );
  const [profile] = await db
    .update(teacherProfiles)
    .set({ ...over.profile, userId: user.id })
    .where(eq(teacherProfiles.userId, user.id))
    .returning();
  if (over.profile) await refreshSearchDocuments(db, { teacherIds: [user.id] });
  // Only approved teachers are listed and bookable (decision 030); `review: "pending"` makes an applicant.
  await db
    .insert(teacherReviews)
    .values({ teacherId: user.id, status: over.review ?? "approved", reason: "Test teacher" });
  return { user, profile: profile! };
}

export async function makeCountry(db: Db, over: Partial<typeof countries.$inferInsert> = {}) {
  const i = next();
  const iso = over.iso2 ?? String.fromCharCode(65 + (i % 26), 65 + ((i * 7) % 26));
  const [row] = await db
    .insert(countries)
    .values({
      name: `Country ${i}`,
      iso2: iso,
      dialCode: `+${i}`,
      region: "Asia",
      currency: "USD",
      ...over,
    })
    .returning();
  return row!;
}

export async function makeTestimonial(
  db: Db,
  over: Partial<typeof testimonials.$inferInsert> = {},
) {
  const [row] = await db
    .insert(testimonials)
    .values({
      authorName: "A parent",
      authorContext: "Pune",
      body: "Lovely classes.",
      rating: 5,
      ...over,
    })
    .returning();
  return row!;
}

/** A paid pack of `totalClasses` classes of a subject bought by a student (with one teacher or any). */
export async function makeContract(
  db: Db,
  input: { studentId: number; subjectId: number; teacherId?: number | null; totalClasses: number },
) {
  const [pack] = await db
    .insert(packs)
    .values({
      subjectId: input.subjectId,
      name: `${input.totalClasses} classes`,
      totalClasses: input.totalClasses,
      currency: "INR",
      priceMinor: 100000,
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      reference: `T-${randomBytes(6).toString("hex")}`,
      userId: input.studentId,
      packId: pack!.id,
      currency: "INR",
      priceMinor: 100000,
      totalMinor: 100000,
      status: "fulfilled",
      provider: "sandbox",
    })
    .returning();
  const [contract] = await db
    .insert(contracts)
    .values({
      orderId: order!.id,
      studentId: input.studentId,
      teacherId: input.teacherId ?? null,
      subjectId: input.subjectId,
      packId: pack!.id,
      totalClasses: input.totalClasses,
    })
    .returning();
  return contract!;
}
