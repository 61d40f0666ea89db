import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { listedTeacher } from "../../catalog/approved";
import { isPublicContestMedium } from "../../contest/public-media";
import { rowsOf } from "../../db-rows";

/**
 * Is this medium the intro video of an approved, active teacher (issue 26)? Only the one medium
 * the teacher chose, only while their public profile is shown; their other media stay private.
 */
export async function isPublicIntroMedium(db: Db, mediaId: number): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from teacher_profiles tp join users u on u.id = tp.user_id
      where tp.intro_media_id = ${mediaId} and u.is_active and ${listedTeacher(sql`tp.user_id`)}
      limit 1`),
  );
  return rows.length > 0;
}

/**
 * The one rule for media anyone may see without a share: approved contest work and streaming
 * posts (decision 033) and an approved teacher's intro video (issue 26).
 */
export async function isPublicMedium(db: Db, mediaId: number): Promise<boolean> {
  return (await isPublicContestMedium(db, mediaId)) || (await isPublicIntroMedium(db, mediaId));
}
