import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses } from "@/db/schema";
import { notFound } from "../../errors";

export type CourseKey = { id: number; streamId: number; subjectId: number };

/** A published course by id (what the course_id calls need of it), or 404 "Course not found.". */
export async function findCourse(db: Db, id: number): Promise<CourseKey> {
  const [row] = await db
    .select({ id: courses.id, streamId: courses.streamId, subjectId: courses.subjectId })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isPublished, true)));
  if (!row) throw notFound("Course not found.");
  return row;
}
