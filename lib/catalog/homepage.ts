import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, teacherProfiles, testimonials, users } from "@/db/schema";
import { coursePath } from "./courses-list";
import { teacherCardsQuery, toTeacherCard } from "./teacher-cards";

/** Featured teachers, best rated first, with their primary subject: one query. */
export async function getFeaturedTeachers(db: Db, limit = 8) {
  const rows = await teacherCardsQuery(db)
    .where(and(eq(teacherProfiles.isFeatured, true), eq(users.isActive, true)))
    .orderBy(desc(teacherProfiles.rating), desc(teacherProfiles.ratingCount), asc(users.id))
    .limit(limit);
  return rows.map(toTeacherCard);
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
    .where(eq(users.isActive, true));
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
