import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courseTrailers } from "@/db/schema";
import { isPlayableVideoUrl } from "@/lib/media/playable-url";

export type CourseTrailer = {
  id: number;
  title: string;
  videoUrl: string;
  thumbnailUrl: string | null;
};

/** A course's playable trailer videos in their order (dead addresses left out). */
export async function courseTrailerList(db: Db, courseId: number): Promise<CourseTrailer[]> {
  const rows = await db
    .select({
      id: courseTrailers.id,
      title: courseTrailers.title,
      videoUrl: courseTrailers.videoUrl,
      thumbnailUrl: courseTrailers.thumbnailUrl,
    })
    .from(courseTrailers)
    .where(eq(courseTrailers.courseId, courseId))
    .orderBy(asc(courseTrailers.sortOrder), asc(courseTrailers.id));
  return rows.filter((t) => isPlayableVideoUrl(t.videoUrl));
}
