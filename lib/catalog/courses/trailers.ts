import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courseTrailers } from "@/db/schema";

export type CourseTrailer = {
  id: number;
  title: string;
  videoUrl: string;
  thumbnailUrl: string | null;
};

/** A course's trailer videos in their order. */
export function courseTrailerList(db: Db, courseId: number): Promise<CourseTrailer[]> {
  return db
    .select({
      id: courseTrailers.id,
      title: courseTrailers.title,
      videoUrl: courseTrailers.videoUrl,
      thumbnailUrl: courseTrailers.thumbnailUrl,
    })
    .from(courseTrailers)
    .where(eq(courseTrailers.courseId, courseId))
    .orderBy(asc(courseTrailers.sortOrder), asc(courseTrailers.id));
}
