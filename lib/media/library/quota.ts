import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../../db-rows";
import { DEFAULT_MEDIA_QUOTA_BYTES } from "./rules";

/** Bytes each user may keep in the media library: MEDIA_QUOTA_BYTES, default 2 GiB. */
export function mediaQuotaBytes(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MEDIA_QUOTA_BYTES?.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_MEDIA_QUOTA_BYTES;
}

/**
 * Bytes the user's media take, plus the declared size of their resumable uploads still open at
 * `now` (decision 043): an upload counts from the moment it is opened, so many opened at once can
 * not each find the same room.
 */
export async function usedBytes(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = rowsOf<{ used_bytes: string | number }>(
    await db.execute(sql`
      select coalesce((select used_bytes from media_quota where user_id = ${userId}), 0)
           + ${openUploadBytes(userId, now)} as used_bytes`),
  );
  return row ? Number(row.used_bytes) : 0;
}

/** The declared bytes of the user's resumable uploads open at `now` (a SQL expression). */
export function openUploadBytes(userId: number, now: Date) {
  return sql`(select coalesce(sum(size_bytes), 0) from media_uploads
                where owner_id = ${userId} and expires_at > ${now.toISOString()})`;
}

/**
 * Locks the user's quota row (made if missing) until the transaction ends. Everything that adds to
 * the usage (a medium, an opened upload) takes it first, and reads the usage in a later statement,
 * which sees whatever the previous holder committed.
 */
export async function lockQuota(tx: Db, userId: number): Promise<void> {
  await tx.execute(
    sql`insert into media_quota (user_id, used_bytes) values (${userId}, 0) on conflict do nothing`,
  );
  await tx.execute(sql`select user_id from media_quota where user_id = ${userId} for update`);
}

/**
 * Adds `bytes` to the user's usage only if it stays within `quota`, counting their open resumable
 * uploads too: under the user's quota row lock, one conditional UPDATE, so two uploads at once can
 * never both pass a nearly full quota. Run it inside the transaction that inserts the medium. False:
 * quota full.
 */
export async function reserveBytes(
  tx: Db,
  userId: number,
  bytes: number,
  quota: number,
  now: Date,
): Promise<boolean> {
  await lockQuota(tx, userId);
  const rows = rowsOf<{ used_bytes: string }>(
    await tx.execute(sql`
      update media_quota set used_bytes = used_bytes + ${bytes}
       where user_id = ${userId}
         and used_bytes + ${bytes} + ${openUploadBytes(userId, now)} <= ${quota}
       returning used_bytes`),
  );
  return rows.length === 1;
}

/** Gives bytes back (a deleted medium), in the transaction that deletes it. */
export async function releaseBytes(tx: Db, userId: number, bytes: number): Promise<void> {
  await tx.execute(sql`
    update media_quota set used_bytes = greatest(used_bytes - ${bytes}, 0)
     where user_id = ${userId}`);
}
