import { openDatabase, type DbHandle } from "@/db/client";
import { makeStream, makeSubject } from "./factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "./test-db";

/**
 * A test database for races: on the Postgres server the app's getDb() gets a pool of `max`
 * connections, so parallel requests really run at once, each in its own transaction; on PGlite
 * (one connection) the same handle. With a stream and a subject to hang teachers on.
 */
export interface RacingDb {
  t: TestDatabase;
  pool: DbHandle;
  subject: { id: number; streamId: number };
}

export async function openRacingDb(max: number): Promise<RacingDb> {
  const t = await createTestDatabase();
  const pool = t.kind === "postgres" ? await openDatabase({ url: t.url, max }) : t;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook, despite its name
  useAsAppDatabase(pool);
  const stream = await makeStream(t.db);
  const subject = await makeSubject(t.db, stream.id);
  return { t, pool, subject };
}

export async function closeRacingDb({ t, pool }: Pick<RacingDb, "t" | "pool">): Promise<void> {
  if (pool !== t) await pool.close();
  await t.destroy();
}
