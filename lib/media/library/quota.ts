import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../../db-rows";
import { DEFAULT_MEDIA_QUOTA_BYTES } from "./rules";

/** Bytes each user may keep in the media library: MEDIA_QUOTA_BYTES, default 2 GiB. */
export function mediaQuotaBytes(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MEDIA_QUOTA_BYTES?.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_MEDIA_QUOTA_BYTES;
}

/** Bytes the user's media take now. */
export async function usedBytes(db: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ used_bytes: string | number }>(
    await db.execute(sql`select used_bytes from media_quota where user_id = ${userId}`),
  );
  return row ? Number(row.used_bytes) : 0;
}

/**
 * Adds `bytes` to the user's usage only if it stays within `quota`: one conditional UPDATE on the
 * user's row (its row lock orders concurrent uploads), so two uploads at once can never both pass a
 * nearly full quota. Run it inside the transaction that inserts the medium. False: quota full.
 */
export async function reserveBytes(
  tx: Db,
  userId: number,
  bytes: number,
  quota: number,
): Promise<boolean> {
  await tx.execute(
    sql`insert into media_quota (user_id, used_bytes) values (${userId}, 0) on conflict do nothing`,
  );
  const rows = rowsOf<{ used_bytes: string }>(
    await tx.execute(sql`
      update media_quota set used_bytes = used_bytes + ${bytes}
       where user_id = ${userId} and used_bytes + ${bytes} <= ${quota}
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
