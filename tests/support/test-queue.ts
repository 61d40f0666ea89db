import type { DbHandle } from "@/db/client";
import { registerAppJobs, type JobDeps } from "@/lib/jobs/app-jobs";
import { queueForDatabase } from "@/lib/jobs/queue-for-database";
import type { JobQueue } from "@/lib/jobs/types";
import type { Transports } from "@/lib/messaging/types";

/**
 * A started job queue on a test database with every app job registered and no background workers:
 * the test runs jobs with drain(), so nothing happens between its steps. Stop it before the
 * database is destroyed.
 */
export async function createTestQueue(
  handle: DbHandle,
  deps: Partial<Omit<JobDeps, "db">> & { transports?: Transports } = {},
): Promise<JobQueue> {
  // Failed attempts show in the outbox rows the tests read; keep the output quiet.
  const queue = queueForDatabase(handle, { workers: false, onFailedAttempt: () => {} });
  await queue.start();
  await registerAppJobs(queue, {
    db: handle.db,
    transports: deps.transports ?? {},
    now: deps.now ?? (() => new Date()),
    outboxKeepDays: deps.outboxKeepDays ?? 30,
  });
  return queue;
}

/** Makes the app's getJobQueue() (lib/jobs/app-queue.ts) answer with this queue (undefined: forget it). */
export function useAsAppJobQueue(queue: JobQueue | undefined): void {
  (globalThis as unknown as { __jobQueue?: Promise<JobQueue> }).__jobQueue = queue
    ? Promise.resolve(queue)
    : undefined;
}
