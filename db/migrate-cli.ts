// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database.
import { migrateDatabase, openDatabase } from "./client";

const handle = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DIR || undefined,
});
try {
  await migrateDatabase(handle);
  console.info(`Migrated the ${handle.kind} database.`);
} finally {
  await handle.close();
}
