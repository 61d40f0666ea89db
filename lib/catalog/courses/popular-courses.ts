import type { Db } from "@/db/client";
import { BY_POPULARITY, courseConditions, courseRowsQuery, withPath } from "./course-rows";
import type { StreamRef } from "./filters";
import { findStream } from "./streams";

/** How many courses a "popular" list holds. */
export const POPULAR_LIMIT = 6;

/** The most popular published courses, of one stream or of all; an unknown stream is 404. */
export async function popularCourses(db: Db, streamRef?: StreamRef, limit = POPULAR_LIMIT) {
  const stream = await findStream(db, streamRef);
  const rows = await courseRowsQuery(db, ...courseConditions({ streamId: stream?.id }))
    .orderBy(...BY_POPULARITY)
    .limit(limit);
  return { stream: stream ?? null, courses: withPath(rows) };
}
