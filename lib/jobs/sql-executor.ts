import type { PGlite } from "@electric-sql/pglite";
import type { Db } from "@/db/client";

/** What pg-boss needs from a connection it does not own: one statement (or script) at a time. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss passes `undefined` for options left out; node-postgres sends those as NULL. */
const nullsFor = (values: unknown[]) => values.map((v) => (v === undefined ? null : v));

/**
 * pg-boss over the embedded PGlite, in this process. A statement with parameters goes through the
 * extended protocol; one without may be a whole script (pg-boss creates and migrates its schema in
 * one `BEGIN; …; COMMIT;`), which only the simple protocol (`exec`) accepts.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, nullsFor(values));
      return { rows: result.rows };
    },
  };
}

const isPlainObject = (v: unknown) =>
  v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype;

interface PostgresJsClient {
  unsafe(text: string, values: unknown[]): Promise<unknown[]>;
}
interface PgliteLikeClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over a drizzle handle, used to enqueue inside the caller's transaction. Drizzle keeps the
 * driver's connection of a transaction on `session.client` (postgres.js: the transaction's `sql`;
 * PGlite: its transaction object); pg-boss's statements reuse $n parameters, so they must reach
 * the driver as written rather than be rebuilt with drizzle's `sql`.
 */
export function drizzleExecutor(db: Db): SqlExecutor {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (client && typeof (client as PostgresJsClient).unsafe === "function") {
    const sql = client as PostgresJsClient;
    return {
      async executeSql(text, values = []) {
        // Drizzle turns off postgres.js's JSON serializer (it writes JSON itself): a job's data
        // must arrive as JSON text, as node-postgres would send it.
        const params = nullsFor(values).map((v) => (isPlainObject(v) ? JSON.stringify(v) : v));
        return { rows: [...(await sql.unsafe(text, params))] };
      },
    };
  }
  if (client && typeof (client as PgliteLikeClient).query === "function") {
    const pg = client as PgliteLikeClient;
    return {
      async executeSql(text, values = []) {
        return { rows: (await pg.query(text, nullsFor(values))).rows };
      },
    };
  }
  throw new Error("drizzleExecutor: unsupported database driver");
}
