import type { Db } from "@/db/client";
import { BY_POPULARITY, courseConditions, courseRowsQuery, withPath } from "./course-rows";
import type { CourseKey } from "./find-course";

export const RECOMMENDED_LIMIT = 6;

/** Other published courses of the course's stream, most popular first (never the course itself). */
export async function recommendedCourses(
  db: Db,
  course: Pick<CourseKey, "id" | "streamId">,
  limit = RECOMMENDED_LIMIT,
) {
  const rows = await courseRowsQuery(
    db,
    ...courseConditions({ streamId: course.streamId, excludeId: course.id }),
  )
    .orderBy(...BY_POPULARITY)
    .limit(limit);
  return withPath(rows);
}
