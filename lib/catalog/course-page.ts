import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams } from "@/db/schema";
import { courseRowsQuery } from "./courses/course-rows";
import { courseFaqList } from "./courses/faqs";
import { recommendedCourses } from "./courses/recommended";
import { teacherBios } from "./courses/teacher-bios";
import { courseTrailerList } from "./courses/trailers";
import { courseUnitsByKind } from "./courses/units";

/**
 * A published course by its stream and course slugs, with everything its page shows: the sections
 * (units by kind), FAQs, trailers, the active teachers of its subject with their bios, and
 * recommended courses of the same stream. Null when there is no such course.
 */
export async function getCoursePage(db: Db, streamSlug: string, courseSlug: string) {
  const [course] = await courseRowsQuery(
    db,
    eq(courses.slug, courseSlug),
    eq(streams.slug, streamSlug),
  );
  if (!course) return null;
  const [units, faqs, trailers, teachers, recommended] = await Promise.all([
    courseUnitsByKind(db, course.id),
    courseFaqList(db, course.id),
    courseTrailerList(db, course.id),
    teacherBios(db, course.subjectId),
    recommendedCourses(db, course),
  ]);
  return { course, units, faqs, trailers, teachers, recommended };
}

export type CoursePageData = NonNullable<Awaited<ReturnType<typeof getCoursePage>>>;
