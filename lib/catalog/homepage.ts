import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, teacherProfiles, testimonials, users } from "@/db/schema";
import { encodeId } from "../ids";
import { listedTeacher } from "./approved";
import { avatarSrc } from "../media/avatar-src";
import { minorToMajor, type Currency } from "../money/currency";
import { formatMoney } from "../money/format";
import { coursePath } from "./courses-list";
import { teacherCardsQuery, toTeacherCard } from "./teacher-cards";

/** Featured teachers, best rated first, with their primary subject: one query. */
export async function getFeaturedTeachers(db: Db, limit = 8) {
  const rows = await teacherCardsQuery(db)
    .where(
      and(eq(teacherProfiles.isFeatured, true), eq(users.isActive, true), listedTeacher(users.id)),
    )
    .orderBy(desc(teacherProfiles.rating), desc(teacherProfiles.ratingCount), asc(users.id))
    .limit(limit);
  const avatars = await avatarSrcs(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toTeacherCard(r), avatarSrc: avatars.get(r.id) ?? null }));
}

/** The photo addresses of some teachers, in one query (the card query does not carry them). */
async function avatarSrcs(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, key: users.avatarPath })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, avatarSrc(r.id, r.key)]));
}

export async function getFeaturedCourses(db: Db, limit = 6) {
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      slug: courses.slug,
      shortDescription: courses.shortDescription,
      type: courses.type,
      ageMin: courses.ageMin,
      ageMax: courses.ageMax,
      fromPriceInrMinor: courses.fromPriceInrMinor,
      fromPriceUsdMinor: courses.fromPriceUsdMinor,
      streamName: streams.name,
      streamSlug: streams.slug,
    })
    .from(courses)
    .innerJoin(streams, eq(streams.id, courses.streamId))
    .where(and(eq(courses.isFeatured, true), eq(courses.isPublished, true)))
    .orderBy(asc(streams.sortOrder), asc(courses.name))
    .limit(limit);
  return rows.map((c) => ({ ...c, path: coursePath(c) }));
}

export function getTestimonials(db: Db, limit = 12) {
  return db
    .select({
      id: testimonials.id,
      authorName: testimonials.authorName,
      authorContext: testimonials.authorContext,
      body: testimonials.body,
      rating: testimonials.rating,
      courseName: courses.name,
    })
    .from(testimonials)
    .leftJoin(courses, eq(courses.id, testimonials.courseId))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
    .limit(limit);
}

/** Streams with how many teachers teach in each, for the homepage's browse strip. */
export function getStreamsWithCounts(db: Db) {
  return db
    .select({
      id: streams.id,
      name: streams.name,
      slug: streams.slug,
      description: streams.description,
      teacherCount: sql<number>`(select count(*)::int from ${teacherProfiles} where ${teacherProfiles.streamId} = ${streams.id})`,
    })
    .from(streams)
    .orderBy(asc(streams.sortOrder));
}

/** Active teachers and their ratings' mean, weighted by how many ratings each has (0 when none). */
export async function getTeacherStats(db: Db) {
  const [row] = await db
    .select({
      teachers: sql<number>`count(*)::int`,
      averageRating: sql<number>`coalesce(round(sum(${teacherProfiles.rating} * ${teacherProfiles.ratingCount}) / nullif(sum(${teacherProfiles.ratingCount}), 0), 1), 0)::float8`,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(and(eq(users.isActive, true), listedTeacher(users.id)));
  return row ?? { teachers: 0, averageRating: 0 };
}

/** Everything the homepage shows, read in one go. */
export async function getHomepageData(db: Db) {
  const [stats, teachers, featuredCourses, quotes, streamList] = await Promise.all([
    getTeacherStats(db),
    getFeaturedTeachers(db),
    getFeaturedCourses(db),
    getTestimonials(db),
    getStreamsWithCounts(db),
  ]);
  return { stats, teachers, courses: featuredCourses, testimonials: quotes, streams: streamList };
}

export type HomepageData = Awaited<ReturnType<typeof getHomepageData>>;
export type FeaturedCourse = HomepageData["courses"][number];

const priceIn = (currency: Currency, inr: number, usd: number) => {
  const minor = currency === "INR" ? inr : usd;
  return { price: minorToMajor(minor), price_text: formatMoney(minor, currency), currency };
};

/**
 * GET /loadHomepageData: the homepage sections in the legacy snake_case style, prices in the
 * viewer's currency. Addresses are site-relative, except profile_url and url which are absolute
 * (they are shared as links).
 */
export function homepageDataLegacy(data: HomepageData, currency: Currency, origin: string) {
  const abs = (path: string) => new URL(path, origin).toString();
  return {
    status: "success" as const,
    currency,
    data: {
      stats: { teachers: data.stats.teachers, average_rating: data.stats.averageRating },
      featured_teachers: data.teachers.map((t) => ({
        id: t.id,
        encoded_id: encodeId(t.id),
        first_name: t.firstName,
        last_name: t.lastName,
        headline: t.headline,
        primary_subject: t.subject,
        stream_name: t.stream,
        experience: t.experienceYears,
        languages: t.languages,
        rating: t.rating,
        rating_count: t.ratingCount,
        ...priceIn(currency, t.priceInrMinor, t.priceUsdMinor),
        avatar: t.avatarSrc,
        profile_url: abs(t.profilePath),
      })),
      popular_courses: data.courses.map((c) => ({
        id: c.id,
        course_name: c.name,
        slug: c.slug,
        short_description: c.shortDescription,
        course_type: c.type,
        age_min: c.ageMin,
        age_max: c.ageMax,
        stream_name: c.streamName,
        stream_slug: c.streamSlug,
        ...priceIn(currency, c.fromPriceInrMinor, c.fromPriceUsdMinor),
        url: abs(c.path),
      })),
      testimonials: data.testimonials.map((q) => ({
        id: q.id,
        author_name: q.authorName,
        author_context: q.authorContext,
        body: q.body,
        rating: q.rating,
        course_name: q.courseName,
      })),
      streams: data.streams.map((s) => ({
        id: s.id,
        stream_name: s.name,
        slug: s.slug,
        description: s.description,
        teacher_count: s.teacherCount,
      })),
    },
  };
}
