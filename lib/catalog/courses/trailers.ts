import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courseTrailers } from "@/db/schema";

export type CourseTrailer = {
  id: number;
  title: string;
  videoUrl: string;
  thumbnailUrl: string | null;
};

/** Top-level names reserved for examples and tests (RFC 2606, RFC 6761): never resolve. */
const RESERVED_HOST = /(^|\.)(example|invalid|test|localhost)$|(^|\.)example\.(com|net|org)$/i;

/**
 * Can a browser play this trailer address? A path on this site ("/media/file/12"), or an https
 * address on a host that can exist. Addresses on reserved names (the seed's placeholder
 * "videos.tutorlive.example") or in other schemes are dead links: the trailer is not shown
 * (issue 26: "course trailers play or are not shown"; decision 034).
 */
export function isPlayableTrailerUrl(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//");
  try {
    const u = new URL(url);
    return u.protocol === "https:" && !RESERVED_HOST.test(u.hostname.replace(/\.$/, ""));
  } catch {
    return false;
  }
}

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
  return rows.filter((t) => isPlayableTrailerUrl(t.videoUrl));
}
