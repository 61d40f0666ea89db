import "server-only";
import { and, count, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { blogCategories, tutorials } from "@/db/schema";
import { isPlayableVideoUrl } from "@/lib/media/playable-url";
import { TUTORIALS_PER_PAGE } from "./rules";

export interface Tutorial {
  id: number;
  title: string;
  description: string;
  categorySlug: string;
  categoryName: string;
  /** Null when none is stored or its address cannot play (`isPlayableVideoUrl`). */
  videoUrl: string | null;
  thumbnailUrl: string | null;
  durationSeconds: number | null;
  publishedAt: Date;
}

/** One page (six, 1 first) of published tutorials, newest first, and how many there are. */
export async function listTutorials(
  db: Db,
  opts: { categoryId?: number; page: number; now: Date; perPage?: number },
): Promise<{ items: Tutorial[]; total: number; page: number; perPage: number }> {
  const perPage = opts.perPage ?? TUTORIALS_PER_PAGE;
  const where = and(
    isNotNull(tutorials.publishedAt),
    lte(tutorials.publishedAt, opts.now),
    opts.categoryId === undefined ? undefined : eq(tutorials.categoryId, opts.categoryId),
  );
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count() }).from(tutorials).where(where),
    db
      .select({
        id: tutorials.id,
        title: tutorials.title,
        description: tutorials.description,
        categorySlug: blogCategories.slug,
        categoryName: blogCategories.name,
        videoUrl: tutorials.videoUrl,
        thumbnailUrl: tutorials.thumbnailUrl,
        durationSeconds: tutorials.durationSeconds,
        publishedAt: tutorials.publishedAt,
      })
      .from(tutorials)
      .innerJoin(blogCategories, eq(blogCategories.id, tutorials.categoryId))
      .where(where)
      .orderBy(desc(tutorials.publishedAt), desc(tutorials.id))
      .limit(perPage)
      .offset((opts.page - 1) * perPage),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      videoUrl: r.videoUrl && isPlayableVideoUrl(r.videoUrl) ? r.videoUrl : null,
      publishedAt: r.publishedAt ?? opts.now,
    })),
    total: Number(totalRow?.total ?? 0),
    page: opts.page,
    perPage,
  };
}
