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
  /** Postgres only: how many times the pool was replaced after the driver broke (decision 043). */
  poolRebuilds?: () => number;
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

/**
 * When a postgres.js pool is thrown away for a new one (decision 043): after `faults` connection
 * errors within `windowMs`, or at once after the driver's own uncaught TypeError on a closed socket;
 * never twice within `minGapMs`.
 */
export const POOL_REBUILD = { faults: 3, windowMs: 10_000, minGapMs: 5_000 } as const;

/** SQLSTATEs and driver codes that say the connection failed, not the statement. */
const CONNECTION_FAULTS = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
]);

/**
 * postgres.js 3.4.9 writes to a connection's socket after it closed when the server goes away
 * mid-write (porsager/postgres#1154, #1208): an uncaught TypeError, and that connection keeps its
 * write timer and never sends again — every query given to it waits out the connect timeout, for as
 * long as the pool lives. Matched by its message only: the bundled server code may be minified.
 */
export function isDriverSocketFault(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    error.message === "Cannot read properties of null (reading 'write')"
  );
}

/** Did this error come from the connection (or the driver's broken socket), not from the query? */
export function isConnectionFault(error: unknown): boolean {
  if (isDriverSocketFault(error)) return true;
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_FAULTS.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

type Sql = import("postgres").Sql;

/**
 * What drizzle is given instead of a postgres.js client: the same calls (`unsafe`, `begin`,
 * `options`), forwarded to the current pool, which it replaces by a new one when the old one keeps
 * failing at the connection level (`POOL_REBUILD`). The old pool ends gracefully (5 s for what it
 * still runs). Drizzle's changes to the client's parsers are carried over to each new pool.
 */
function rebuildingClient(make: () => Sql, onRebuild: (reason: string) => void) {
  let current = make();
  let faults: number[] = [];
  let lastRebuild = Number.NEGATIVE_INFINITY;
  let rebuilds = 0;
  let ended = false;
  const rebuild = (reason: string) => {
    const at = performance.now();
    if (ended || at - lastRebuild < POOL_REBUILD.minGapMs) return;
    lastRebuild = at;
    rebuilds++;
    faults = [];
    const old = current;
    current = make();
    Object.assign(current.options.parsers, old.options.parsers);
    Object.assign(current.options.serializers, old.options.serializers);
    void old.end({ timeout: 5 }).catch(() => {});
    onRebuild(reason);
  };
  const noteError = (error: unknown) => {
    if (!isConnectionFault(error)) return;
    const at = performance.now();
    faults = faults.filter((t) => at - t < POOL_REBUILD.windowMs);
    faults.push(at);
    if (faults.length >= POOL_REBUILD.faults) rebuild("repeated connection errors");
  };
  /** A postgres.js query (a lazy promise) whose failure is noted when it is awaited. */
  const observed = <Q extends PromiseLike<unknown>>(query: Q): Q => {
    const then = query.then;
    (query as { then: unknown }).then = function (
      this: Q,
      ok?: (value: unknown) => unknown,
      fail?: (error: unknown) => unknown,
    ) {
      return then.call(this, ok, (error: unknown) => {
        noteError(error);
        if (fail) return fail(error);
        throw error;
      });
    };
    return query;
  };
  const client = {
    get options() {
      return current.options;
    },
    unsafe: (...args: Parameters<Sql["unsafe"]>) => observed(current.unsafe(...args)),
    begin: (...args: unknown[]) =>
      (current.begin as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
        noteError(error);
        throw error;
      }),
  };
  return {
    client: client as unknown as Sql,
    noteError,
    rebuild,
    rebuilds: () => rebuilds,
    end: (options: { timeout?: number }) => {
      ended = true;
      return current.end(options);
    },
  };
}

/** Every open postgres.js pool of the process hears of the driver's uncaught socket fault. */
const socketFaultListeners = new Set<() => void>();
let monitoring = false;
function onDriverSocketFault(listener: () => void): () => void {
  if (!monitoring) {
    monitoring = true;
    process.on("uncaughtExceptionMonitor", (error) => {
      if (!isDriverSocketFault(error)) return;
      // Let the burst of them (one per connection) pass, then rebuild once.
      setTimeout(() => socketFaultListeners.forEach((l) => l()), 100).unref();
    });
  }
  socketFaultListeners.add(listener);
  return () => socketFaultListeners.delete(listener);
}

export const DEFAULT_PGLITE_DIR = path.join(process.cwd(), ".data", "pglite");
export const MIGRATIONS_DIR = path.join(process.cwd(), "drizzle");

/** Opens a database: postgres.js when a URL is given, otherwise PGlite (with the extensions we use). */
export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { log } = await import("../lib/log/logger");
    const settings = {
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
    } satisfies import("postgres").Options<Record<string, never>>;
    const url = options.url;
    // A pool whose connections the driver broke is replaced (decision 043): no worker stays
    // degraded after a database restart.
    const pool = rebuildingClient(
      () => postgres(url, settings),
      (reason) => log.warn({ reason }, "Database pool rebuilt"),
    );
    const stopMonitoring = onDriverSocketFault(() => pool.rebuild("driver socket fault"));
    // LISTEN has a client of its own (one connection, made on first use), untouched by rebuilds.
    let listener: Sql | null = null;
    const client = pool.client;
    const db = drizzle(client, {
      schema,
      casing: "snake_case",
      logger: options.logger,
    }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: options.url,
      poolRebuilds: pool.rebuilds,
      close: async () => {
        stopMonitoring();
        await Promise.all([pool.end({ timeout: 5 }), listener?.end({ timeout: 5 })]);
      },
      listen: async (channel, onPayload) => {
        listener ??= postgres(url, { ...settings, max: 1 });
        const { unlisten } = await listener.listen(channel, onPayload);
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
