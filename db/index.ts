import { ensureDatabase } from "./ensure";
import type { DbHandle } from "./client";

export type { Db, DbKind } from "./client";

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };

/**
 * The app's database, opened once per process (and kept across hot reloads in development):
 * Postgres when DATABASE_URL is set, otherwise the embedded PGlite in ./.data/pglite.
 */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__dbHandle ??= ensureDatabase(process.env).catch((error: unknown) => {
    globalForDb.__dbHandle = undefined;
    throw error;
  });
  return globalForDb.__dbHandle;
}

export async function getDb() {
  return (await getDbHandle()).db;
}
