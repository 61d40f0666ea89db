import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, subjects } from "@/db/schema";
import { coursePath } from "../courses-list";

/**
 * Spec 2 links courses as /courses/{course-name}/{subject-name}; ours are /courses/{stream}/{course}
 * (spec 3's order). The canonical path of the published course those two slugs name, or null.
 */
export async function canonicalPathOfSpec2Link(
  db: Db,
  courseSlug: string,
  subjectSlug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ slug: courses.slug, streamSlug: streams.slug })
    .from(courses)
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .innerJoin(streams, eq(streams.id, courses.streamId))
    .where(
      and(
        eq(courses.slug, courseSlug),
        eq(subjects.slug, subjectSlug),
        eq(courses.isPublished, true),
      ),
    );
  return row ? coursePath(row) : null;
}
