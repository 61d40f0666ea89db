import { configuredOperator, ensureOperator } from "../lib/admin/operators";
import { log } from "../lib/log/logger";
import { migrateDatabase, openDatabase, type DbHandle } from "./client";

type Env = Record<string, string | undefined>;

/**
 * Opens the configured database and brings it up to date. The embedded database is also seeded
 * with demo data the first time (an empty catalog), so a fresh clone shows a working site. The
 * operator of OPERATOR_EMAIL / OPERATOR_PASSWORD is created if missing (lib/admin/operators.ts).
 */
export async function ensureDatabase(env: Env): Promise<DbHandle> {
  const url = env.DATABASE_URL || undefined;
  const handle = await openDatabase({ url, dataDir: env.PGLITE_DIR || undefined });
  await migrateDatabase(handle);
  const seedOnStart = env.SEED_ON_START ? env.SEED_ON_START === "true" : handle.kind === "pglite";
  if (seedOnStart) {
    const { seedDemoData } = await import("./seed");
    const result = await seedDemoData(handle.db);
    if (result.seeded) log.info({ counts: result.counts }, "Seeded demo data");
  }
  const operator = configuredOperator(env);
  if (operator) {
    const result = await ensureOperator(handle.db, operator);
    if (result.created) log.info({ email: result.email }, "Created the configured operator");
  }
  return handle;
}
