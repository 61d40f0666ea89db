import "server-only";
import { getDbHandle } from "@/db";
import { now } from "../clock";
import { transportsFromEnv } from "../messaging/from-env";
import { outboxKeepDays } from "../messaging/prune-outbox";
import { registerAppJobs } from "./app-jobs";
import { queueForDatabase } from "./queue-for-database";
import type { JobQueue } from "./types";

type Env = Record<string, string | undefined>;

const cache = globalThis as unknown as { __jobQueue?: Promise<JobQueue> };

/** JOBS_WORKERS=false makes a web-only process: it sends jobs but runs none. Default: workers on. */
export const jobWorkersOn = (env: Env) => env.JOBS_WORKERS?.trim() !== "false";

/**
 * The process's job queue, started once (instrumentation.ts starts it with the database; a first
 * send would too) with every app job registered, and kept across hot reloads like the database.
 */
export function getJobQueue(): Promise<JobQueue> {
  cache.__jobQueue ??= (async () => {
    const env = process.env;
    const handle = await getDbHandle();
    const queue = queueForDatabase(handle, { workers: jobWorkersOn(env) });
    await queue.start();
    try {
      await registerAppJobs(queue, {
        db: handle.db,
        transports: transportsFromEnv(env),
        now: () => now(),
        outboxKeepDays: outboxKeepDays(env),
      });
    } catch (error) {
      await queue.stop();
      throw error;
    }
    return queue;
  })().catch((error: unknown) => {
    cache.__jobQueue = undefined;
    throw error;
  });
  return cache.__jobQueue;
}

/** Stops the process's queue (before its database closes); scripts/server/next-handler.mjs. */
export async function stopJobQueue(): Promise<void> {
  const queue = await cache.__jobQueue?.catch(() => undefined);
  cache.__jobQueue = undefined;
  await queue?.stop();
}
