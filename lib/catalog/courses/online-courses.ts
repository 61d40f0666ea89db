import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses } from "@/db/schema";
import { BY_STREAM, courseConditions, courseRowsQuery, withPath } from "./course-rows";
import type { StreamRef, TypeFilter } from "./filters";
import { COURSES_PER_PAGE, pageCount, pageOffset } from "./paging";
import { findStream } from "./streams";

export interface OnlineCoursesQuery {
  page?: number;
  category?: StreamRef;
  type?: TypeFilter;
}

/**
 * get-all-online-courses and /courses/all: every published course, six per page, optionally of
 * one stream (the category) and type. A page past the last one is empty, not an error.
 */
export async function onlineCoursesPage(db: Db, query: OnlineCoursesQuery) {
  const page = query.page ?? 1;
  const stream = await findStream(db, query.category);
  const conditions = courseConditions({ streamId: stream?.id, type: query.type });
  const [rows, [counted]] = await Promise.all([
    courseRowsQuery(db, ...conditions)
      .orderBy(...BY_STREAM)
      .limit(COURSES_PER_PAGE)
      .offset(pageOffset(page)),
    db
      .select({ n: count() })
      .from(courses)
      .where(and(eq(courses.isPublished, true), ...conditions)),
  ]);
  const total = counted?.n ?? 0;
  return {
    courses: withPath(rows),
    page,
    perPage: COURSES_PER_PAGE,
    total,
    pageCount: pageCount(total),
    stream: stream ?? null,
    type: query.type ?? "all",
  };
}

export type OnlineCoursesPage = Awaited<ReturnType<typeof onlineCoursesPage>>;
