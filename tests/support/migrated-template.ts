import { randomBytes } from "node:crypto";
import { writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "@/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated, empty data directory (tar), loaded by each test file. */
    pgliteTemplate: string;
    /** Postgres: the name of a migrated, empty database each test file is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup of the integration projects: migrates once per run, not once per test file.
 * On PGlite the migrated data directory is dumped to a file that each file's in-memory database
 * loads (tests/support/test-db.ts); on the Postgres server (TEST_DB=postgres) a template database
 * is migrated and each file gets `CREATE DATABASE … TEMPLATE` of it. Both are removed afterwards.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  if (process.env.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `tmpl_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), max: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide("postgresTemplate", name);
    console.info(`  migrated template database ${name} in ${Date.now() - started} ms`);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    };
  }
  const handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  const file = path.join(tmpdir(), `pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  console.info(`  migrated PGlite template in ${Date.now() - started} ms`);
  return () => rm(file, { force: true });
}
