import { and, desc, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { media, teacherProfiles } from "@/db/schema";
import { afterTeacherChange } from "../../catalog/cache-tags";
import { badRequest, notFound } from "../../errors";
import { decodeId, encodeId } from "../../ids";
import { MEDIA_URLS } from "../../media/library/types";
import { INTRO_VIDEO_MESSAGES as M } from "./intro-video-schemas";

const VIDEO = 1;

/** A video the profile can play: a stored file (served by us) or a YouTube video (embedded). */
const playable = or(isNotNull(media.storageKey), isNotNull(media.youtubeId));

/** The teacher's playable videos (the intro's choices) and the current intro, base64 ids. */
export async function loadIntroVideoChoices(db: Db, teacherId: number) {
  const [profile] = await db
    .select({ introMediaId: teacherProfiles.introMediaId })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  const videos = await db
    .select({ id: media.id, name: media.originalName })
    .from(media)
    .where(and(eq(media.ownerId, teacherId), eq(media.medType, VIDEO), playable))
    .orderBy(desc(media.id))
    .limit(200);
  return {
    current: profile?.introMediaId ? encodeId(profile.introMediaId) : null,
    videos: videos.map((v) => ({ id: encodeId(v.id), name: v.name })),
  };
}

/**
 * Sets (or, with null / "", removes) the teacher's intro video. Only a video file or YouTube video
 * the teacher owns qualifies (a plain link may not play): another's medium and an unknown id are refused alike (no hint that it exists), a
 * picture, document or link with its own message; nothing is stored on refusal. The public pages
 * that show the teacher are invalidated after the change.
 */
export async function setIntroVideo(
  db: Db,
  teacherId: number,
  mediaId: string | null,
): Promise<{ mediaId: string | null; message: string }> {
  let id: number | null = null;
  if (mediaId) {
    id = decodeId(mediaId);
    if (id === null) throw badRequest(M.notYours, { media_id: [M.notYours] });
    const [row] = await db
      .select({ medType: media.medType, storageKey: media.storageKey, youtubeId: media.youtubeId })
      .from(media)
      .where(and(eq(media.id, id), eq(media.ownerId, teacherId)));
    if (!row) throw badRequest(M.notYours, { media_id: [M.notYours] });
    if (row.medType !== VIDEO || (!row.storageKey && !row.youtubeId))
      throw badRequest(M.notVideo, { media_id: [M.notVideo] });
  }
  const updated = await afterTeacherChange(
    teacherId,
    db
      .update(teacherProfiles)
      .set({ introMediaId: id })
      .where(eq(teacherProfiles.userId, teacherId))
      .returning({ userId: teacherProfiles.userId }),
  );
  if (updated.length === 0) throw notFound("Your teaching profile is not set up yet.");
  return { mediaId: id === null ? null : encodeId(id), message: id === null ? M.removed : M.saved };
}

export type IntroVideoView =
  | { kind: "file"; src: string; poster?: string; mime?: string }
  | { kind: "youtube"; youtubeId: string };

/** The intro video of a teacher's public page: its file and thumbnail, or its YouTube id; or null. */
export async function introVideoOf(db: Db, teacherId: number): Promise<IntroVideoView | null> {
  const [row] = await db
    .select({
      id: media.id,
      storageKey: media.storageKey,
      thumbKey: media.thumbKey,
      mime: media.mime,
      youtubeId: media.youtubeId,
    })
    .from(teacherProfiles)
    .innerJoin(media, eq(media.id, teacherProfiles.introMediaId))
    .where(and(eq(teacherProfiles.userId, teacherId), eq(media.medType, VIDEO)));
  if (!row) return null;
  if (row.youtubeId) return { kind: "youtube", youtubeId: row.youtubeId };
  if (!row.storageKey) return null;
  const id = encodeId(row.id);
  return {
    kind: "file",
    src: MEDIA_URLS.file(id),
    poster: row.thumbKey ? MEDIA_URLS.thumb(id) : undefined,
    mime: row.mime ?? undefined,
  };
}
