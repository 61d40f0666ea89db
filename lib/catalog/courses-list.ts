import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, subjects } from "@/db/schema";

/**
 * A short fingerprint of the published catalog: it changes whenever a course is added, removed or
 * edited. Clients send it back as ?version= and get an empty answer when nothing changed.
 */
export async function coursesListVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string>`coalesce(extract(epoch from max(${courses.updatedAt}))::bigint, 0)::text`,
      ids: sql<string>`coalesce(sum(${courses.id})::text, '0')`,
    })
    .from(courses)
    .where(eq(courses.isPublished, true));
  return `${row?.latest ?? 0}-${row?.count ?? 0}-${row?.ids ?? 0}`;
}

export async function listPublishedCourses(db: Db) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      slug: courses.slug,
      type: courses.type,
      ageMin: courses.ageMin,
      ageMax: courses.ageMax,
      shortDescription: courses.shortDescription,
      streamId: streams.id,
      streamName: streams.name,
      streamSlug: streams.slug,
      subjectId: subjects.id,
      subjectName: subjects.name,
      subjectSlug: subjects.slug,
    })
    .from(courses)
    .innerJoin(streams, eq(streams.id, courses.streamId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(eq(courses.isPublished, true))
    .orderBy(asc(streams.sortOrder), asc(courses.name));
}

export type PublishedCourse = Awaited<ReturnType<typeof listPublishedCourses>>[number];

/** The public page of a course: /courses/{stream slug}/{course slug}. */
export function coursePath(course: { streamSlug: string; slug: string }): string {
  return `/courses/${course.streamSlug}/${course.slug}`;
}

/** GET /api/get-courses-list?version in the legacy shape. */
export async function getCoursesList(db: Db, clientVersion: string | undefined) {
  const version = await coursesListVersion(db);
  if (clientVersion === version) return { status: "success", version, changed: false, courses: [] };
  const rows = await listPublishedCourses(db);
  return {
    status: "success",
    version,
    changed: true,
    courses: rows.map((c) => ({
      id: c.id,
      course_name: c.name,
      slug: c.slug,
      course_type: c.type,
      age_min: c.ageMin,
      age_max: c.ageMax,
      short_description: c.shortDescription,
      stream_id: c.streamId,
      stream_name: c.streamName,
      subject_id: c.subjectId,
      subject_name: c.subjectName,
      url: coursePath(c),
    })),
  };
}
