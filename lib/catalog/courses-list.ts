import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, subjects } from "@/db/schema";

/**
 * A short fingerprint of the published catalog: it changes whenever a course is added, removed,
 * edited or re-ranked (even within one second). Clients send it back as ?version= and get an
 * empty answer when nothing changed.
 */
export async function coursesListVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      digest: sql<string>`left(md5(coalesce(string_agg(${courses.id}::text || ':' || (extract(epoch from ${courses.updatedAt}) * 1000000)::bigint::text || ':' || ${courses.popularity}::text, ',' order by ${courses.id}), '')), 16)`,
    })
    .from(courses)
    .where(eq(courses.isPublished, true));
  return `${row?.count ?? 0}-${row?.digest ?? ""}`;
}

/**
 * A versioned list answer, shared by every call that takes ?version=: the catalog's version (with
 * a variant such as the currency when the answer depends on it), and the items only when the
 * client's copy is stale (`changed: false` and no items when its version is current).
 */
export async function versionedList<T>(
  db: Db,
  clientVersion: string | undefined,
  load: () => Promise<T[]>,
  variant?: string,
): Promise<{ version: string; changed: boolean; items: T[] }> {
  const catalog = await coursesListVersion(db);
  const version = variant ? `${catalog}-${variant}` : catalog;
  if (clientVersion === version) return { version, changed: false, items: [] };
  return { version, changed: true, items: await load() };
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
  const { version, changed, items } = await versionedList(db, clientVersion, () =>
    listPublishedCourses(db),
  );
  return {
    status: "success",
    version,
    changed,
    courses: items.map((c) => ({
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
