import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../../db-rows";
import { RESUMABLE_IDLE_MINUTES, stagingDir } from "./resumable";

const UPLOAD_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The expire-media-uploads job (decision 043): deletes the resumable uploads whose idle time ended
 * by `now` and their staged bytes, and answers how many. Bookkeeping only: an expired upload
 * already counts for nothing in the quota and takes no chunk, whether or not this ran. It also
 * removes staged files no upload owns any more (a crash between the row and the file) once they are
 * older than the idle time. Idempotent. Staging is the local disk of the server that took the
 * chunks (decision 025): each server sweeps its own folder.
 */
export async function expireMediaUploads(
  db: Db,
  now: Date,
  dir: string = stagingDir(),
): Promise<number> {
  const gone = rowsOf<{ id: string }>(
    await db.execute(sql`
      delete from media_uploads where expires_at <= ${now.toISOString()} returning id`),
  );
  for (const { id } of gone) await rm(path.join(dir, id), { force: true });

  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => UPLOAD_FILE.test(f));
  if (files.length > 0) {
    const owned = new Set(
      rowsOf<{ id: string }>(
        await db.execute(sql`
          select id from media_uploads where id in (${sql.join(
            files.map((f) => sql`${f}`),
            sql`, `,
          )})`),
      ).map((r) => r.id),
    );
    const idleMs = RESUMABLE_IDLE_MINUTES * 60_000;
    for (const file of files) {
      if (owned.has(file)) continue;
      const info = await stat(path.join(dir, file)).catch(() => null);
      if (info && now.getTime() - info.mtimeMs > idleMs) {
        await rm(path.join(dir, file), { force: true });
      }
    }
  }
  return gone.length;
}
