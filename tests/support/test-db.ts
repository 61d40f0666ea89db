import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
import { migrateDatabase, openDatabase, type DbHandle } from "@/db/client";

export type TestDbKind = "pglite" | "postgres";

/** Which database this run of the integration tests uses: TEST_DB=postgres needs TEST_DATABASE_URL. */
export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export interface TestDatabase extends DbHandle {
  /** Closes the handle and, on the Postgres server, drops the database. */
  destroy(): Promise<void>;
}

/** The migrated PGlite data directory of this run (tests/support/migrated-template.ts), read once. */
let pgliteTemplate: Promise<Blob | undefined> | undefined;
function loadPgliteTemplate(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplate");
  pgliteTemplate ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return pgliteTemplate;
}

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite, or a new database on
 * the Postgres server named by TEST_DATABASE_URL (dropped again by destroy()). Both start from the
 * run's migrated template when the global setup made one, and migrate themselves otherwise.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === "pglite") {
    const template = await loadPgliteTemplate();
    const handle = await openDatabase({ dataDir: "memory://", loadDataDir: template });
    if (!template) await migrateDatabase(handle);
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const template = inject("postgresTemplate");
  const name = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), max: 5 });
  if (!template) await migrateDatabase(handle);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Makes the app's getDb() (db/index.ts) answer with this test database. */
export function useAsAppDatabase(handle: DbHandle): void {
  (globalThis as unknown as { __dbHandle?: Promise<DbHandle> }).__dbHandle =
    Promise.resolve(handle);
}
