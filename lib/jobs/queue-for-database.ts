import type { PGlite } from "@electric-sql/pglite";
import type { DbHandle } from "@/db/client";
import { pgBossQueue, type PgBossQueueOptions } from "./pg-boss-queue";
import type { JobQueue } from "./types";

/**
 * The job queue of an open database: on the Postgres server, pg-boss with its own small pool to the
 * same URL; on the embedded PGlite, pg-boss in this process over the same PGlite instance
 * (`db.$client`), since nothing else can open that file.
 */
export function queueForDatabase(
  handle: DbHandle,
  options: Omit<PgBossQueueOptions, "connection">,
): JobQueue {
  if (handle.kind === "postgres") {
    if (!handle.url) throw new Error("queueForDatabase: a postgres handle without its URL");
    return pgBossQueue({ ...options, connection: { kind: "postgres", url: handle.url } });
  }
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return pgBossQueue({ ...options, connection: { kind: "pglite", client } });
}
