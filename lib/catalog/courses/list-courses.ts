import type { Db } from "@/db/client";
import { BY_STREAM, courseConditions, courseRowsQuery, withPath } from "./course-rows";
import type { StreamRef, TypeFilter } from "./filters";
import { findStream } from "./streams";

export interface CourseListFilters {
  stream?: StreamRef;
  type?: TypeFilter;
  age?: number;
}

/**
 * load_courses and /courses: published courses of a stream (or all streams), of a type, for an age;
 * in stream order, most popular first. An unknown stream is 404.
 */
export async function listCourses(db: Db, filters: CourseListFilters) {
  const stream = await findStream(db, filters.stream);
  const rows = await courseRowsQuery(
    db,
    ...courseConditions({ streamId: stream?.id, type: filters.type, age: filters.age }),
  ).orderBy(...BY_STREAM);
  return { stream: stream ?? null, courses: withPath(rows) };
}
