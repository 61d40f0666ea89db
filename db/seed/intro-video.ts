import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { media, teacherProfiles } from "@/db/schema";

/**
 * The demo teacher's intro video (issue 26): their seeded YouTube sample video (the seed has no
 * playable video file), so a fresh install shows the "Meet …" section on their public profile.
 */
export async function seedIntroVideo(tx: Db, teacherId: number) {
  const [video] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.ownerId, teacherId), eq(media.medType, 1), isNotNull(media.youtubeId)))
    .limit(1);
  if (!video) return;
  await tx
    .update(teacherProfiles)
    .set({ introMediaId: video.id })
    .where(eq(teacherProfiles.userId, teacherId));
}
