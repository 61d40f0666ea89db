import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../db-rows";

/**
 * Is this medium the work of an approved contest entry or streaming post? Then anyone may see it
 * (a picture's stripped web variant; its original stays the owner's). Pending and rejected work
 * stays private to its owner (decision 033).
 */
export async function isPublicContestMedium(db: Db, mediaId: number): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from contest_entries where media_id = ${mediaId} and status = 'approved'
      union all
      select 1 from streaming_posts where media_id = ${mediaId} and status = 'approved'
      limit 1`),
  );
  return rows.length > 0;
}
