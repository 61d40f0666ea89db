import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import { log } from "../log/logger";
import { drizzleExecutor, pgliteExecutor } from "./sql-executor";
import type { DrainReport, Job, JobHandler, JobQueue, QueuePolicy } from "./types";

/** Where the queue keeps its tables: its own pool on a Postgres server, or the embedded PGlite. */
export type QueueConnection =
  { kind: "postgres"; url: string; max?: number } | { kind: "pglite"; client: PGlite };

export interface PgBossQueueOptions {
  connection: QueueConnection;
  /**
   * Run jobs in this process: poll every queue that has a handler, fire the cron schedules and run
   * pg-boss's upkeep (expire stuck attempts, archive finished jobs). Off: a web-only process that
   * only sends (and tests, which run jobs with drain()).
   */
  workers: boolean;
  /** How often an idle worker looks for new jobs (default 2 s). */
  pollingIntervalS?: number;
  /** A problem of the queue itself (a poll that failed, its connection). */
  onError?: (error: unknown) => void;
  /** An attempt that threw; it is retried or, on the last attempt, the job ends failed. */
  onFailedAttempt?: (job: Job<unknown>, error: unknown) => void;
}

const DRAIN_MAX_ATTEMPTS = 1_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * Creates a queue (a partition of pgboss.job, with its keys) under a transaction advisory lock.
 * pg-boss's createQueue run by two starting servers at once deadlocks (each inserts its queue row,
 * then both add foreign keys to the queue table); the lock makes the second wait, and then find
 * the queue there (create_queue does nothing for an existing name). One statement, so the lock
 * lasts exactly as long as the creation, on Postgres and on PGlite alike.
 */
async function createQueueLocked(boss: PgBoss, name: string): Promise<void> {
  await boss.getDb().executeSql(
    `SELECT pgboss.create_queue($1, $2)
       FROM (SELECT pg_advisory_xact_lock(hashtext('pgboss.create_queue'))) AS locked`,
    [name, { policy: "standard" }],
  );
}

const reportError = (error: unknown) => log.error({ err: error }, "Job queue error");
const reportFailedAttempt = (job: Job<unknown>, error: unknown) =>
  log.warn(
    {
      job: job.name,
      jobId: job.id,
      attempt: job.attempt,
      lastAttempt: job.lastAttempt,
      err: error,
    },
    "Job attempt failed",
  );

/**
 * The job queue on pg-boss (decision 012). On the Postgres server pg-boss opens its own pool; on
 * PGlite it runs in this process over the same database handle, through the same code path.
 * Fetching takes jobs with FOR UPDATE SKIP LOCKED, so several servers share the work and each job
 * attempt runs once.
 */
export function pgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { connection, workers } = options;
  const onError = options.onError ?? reportError;
  const onFailedAttempt = options.onFailedAttempt ?? reportFailedAttempt;
  const boss = new PgBoss({
    ...(connection.kind === "postgres"
      ? {
          connectionString: connection.url,
          max: connection.max ?? 4,
          application_name: "tutoring-jobs",
        }
      : { db: pgliteExecutor(connection.client) }),
    supervise: workers,
    schedule: workers,
    migrate: true,
  });
  boss.on("error", onError);
  const handlers = new Map<string, JobHandler<unknown>>();

  /** One attempt of a fetched job through its handler; a throw is reported and passed on. */
  async function attempt(name: string, raw: PgBoss.JobWithMetadata<unknown>): Promise<unknown> {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${name}`);
    const job: Job<unknown> = {
      id: raw.id,
      name,
      data: raw.data,
      attempt: raw.retryCount + 1,
      lastAttempt: raw.retryCount >= raw.retryLimit,
    };
    try {
      return await handler(job);
    } catch (error) {
      onFailedAttempt(job, error);
      throw error;
    }
  }

  /** Job output must be an object (pg-boss wraps anything else as `{ value }`). */
  const output = (value: unknown) =>
    value === undefined || value === null ? undefined : (value as object);

  return {
    async start() {
      await boss.start();
    },

    async declare(name: string, policy: QueuePolicy) {
      if (!(await boss.getQueue(name))) await createQueueLocked(boss, name);
      await boss.updateQueue(name, {
        name,
        policy: "standard",
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelayS,
        retryBackoff: policy.retryBackoff,
        ...(policy.expireInS ? { expireInSeconds: policy.expireInS } : {}),
      });
    },

    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(sendOptions.db ? { db: drizzleExecutor(sendOptions.db) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      // pg-boss answers null when the queue does not exist: never drop a job silently.
      if (!id) throw new Error(`Job queue "${name}" is not declared`);
      return id;
    },

    async work<T>(name: string, handler: JobHandler<T>) {
      handlers.set(name, handler as JobHandler<unknown>);
      if (!workers) return;
      await boss.work<unknown>(
        name,
        { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalS ?? 2 },
        async ([job]) => (job ? attempt(name, job) : undefined),
      );
    },

    async schedule(name: string, cron: string) {
      await boss.schedule(name, cron);
    },

    async drain({ includeDelayed = false, maxAttempts = DRAIN_MAX_ATTEMPTS } = {}) {
      const report: DrainReport = { completed: 0, failed: 0 };
      for (let busy = true; busy;) {
        busy = false;
        for (const name of handlers.keys()) {
          const [job] = await boss.fetch<unknown>(name, {
            includeMetadata: true,
            ignoreStartAfter: includeDelayed,
          });
          if (!job) continue;
          busy = true;
          if (report.completed + report.failed >= maxAttempts)
            throw new Error(`drain: more than ${maxAttempts} attempts`);
          try {
            await boss.complete(name, job.id, output(await attempt(name, job)));
            report.completed++;
          } catch (error) {
            await boss.fail(name, job.id, error as object);
            report.failed++;
          }
        }
      }
      return report;
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
