import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
/** A database or a transaction: every service takes one of these as its first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** The server URL, for postgres handles. */
  url?: string;
  close(): Promise<void>;
  /**
   * LISTENs on a Postgres channel (postgres.js: one dedicated connection; PGlite: its own listen);
   * answers the function that stops listening. Used for cross-server fan-out (lib/chat/live.ts).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tar file (tests migrate once and load it per file). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenOptions {
  /** postgres:// URL. When absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or "memory://" for a throw-away database. */
  dataDir?: string;
  /** PGlite only: a data directory dumped by `dumpDataDir()` to start from (tests). */
  loadDataDir?: Blob;
  /** Pool size for postgres.js. */
  max?: number;
  /** Drizzle logger that sees every statement (tests count queries with it). */
  logger?: Logger;
  /** Seconds to wait for a connection before failing (default DB_TIMEOUTS.connectS). */
  connectTimeoutS?: number;
  /** Longest a statement may run before the server cancels it (default DB_TIMEOUTS.statementMs). */
  statementTimeoutMs?: number;
}

/**
 * Short timeouts, so a database that is restarting or unreachable makes a request fail fast (the
 * route wrapper answers 503 with Retry-After) instead of holding it for postgres.js's default 30 s.
 */
export const DB_TIMEOUTS = {
  connectS: Number(process.env.DB_CONNECT_TIMEOUT_S) || 5,
  statementMs: Number(process.env.DB_STATEMENT_TIMEOUT_MS) || 15_000,
  idleInTransactionMs: 30_000,
  idleS: 60,
  reconnectS: 0.25,
} as const;

export const DEFAULT_PGLITE_DIR = path.join(process.cwd(), ".data", "pglite");
export const MIGRATIONS_DIR = path.join(process.cwd(), "drizzle");

/** Opens a database: postgres.js when a URL is given, otherwise PGlite (with the extensions we use). */
export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = postgres(options.url, {
      max: options.max ?? 10,
      onnotice: () => {},
      connect_timeout: options.connectTimeoutS ?? DB_TIMEOUTS.connectS,
      idle_timeout: DB_TIMEOUTS.idleS,
      // postgres.js waits up to 20 s (growing with every failure) before reconnecting, and queued
      // queries wait with it; retry quickly instead, so while the server is away each query fails
      // fast (503) and the pool is back the moment the server is.
      backoff: () => DB_TIMEOUTS.reconnectS,
      connection: {
        application_name: "tutoring-marketplace",
        statement_timeout: options.statementTimeoutMs ?? DB_TIMEOUTS.statementMs,
        idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs,
      },
    });
    const db = drizzle(client, {
      schema,
      casing: "snake_case",
      logger: options.logger,
    }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: options.url,
      close: () => client.end({ timeout: 5 }),
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
    };
  }
  const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
  if (!dataDir.startsWith("memory://")) await mkdir(path.dirname(dataDir), { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gist },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzle({
    client,
    schema,
    casing: "snake_case",
    logger: options.logger,
  }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
  };
}

/**
 * Applies the committed SQL migrations in drizzle/. On a shared server an advisory lock keeps two
 * starting app instances from migrating at the same time.
 */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
    return;
  }
  // One dedicated connection holds a session advisory lock while the migrator runs.
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(handle.url!, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(724011)`;
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client`select pg_advisory_unlock(724011)`.catch(() => {});
    await client.end({ timeout: 5 });
  }
}
