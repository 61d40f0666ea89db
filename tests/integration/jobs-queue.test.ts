import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db-rows";
import { registerAppJobs, SCHEDULED_JOBS } from "@/lib/jobs/app-jobs";
import { getJobQueue, jobWorkersOn, stopJobQueue } from "@/lib/jobs/app-queue";
import { queueForDatabase } from "@/lib/jobs/queue-for-database";
import type { Job, JobQueue } from "@/lib/jobs/types";
import { DELIVER_MESSAGE_JOB } from "@/lib/messaging/deliver-message";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

const POLICY = { retryLimit: 2, retryDelayS: 1, retryBackoff: true };

let t: TestDatabase;
const started: JobQueue[] = [];
/** A started queue on the test database: each call is another "server" with its own connection. */
async function server(workers = false): Promise<JobQueue> {
  const queue = queueForDatabase(t, { workers, pollingIntervalS: 0.5 });
  await queue.start();
  started.push(queue);
  return queue;
}

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of started) await queue.stop();
  await t.destroy();
});

describe("several servers on one database", () => {
  it("handles each of N jobs exactly once between two queue instances", async () => {
    const [a, b] = [await server(), await server()];
    const handledBy = new Map<number, string[]>();
    const handler = (who: string) => async (job: Job<{ n: number }>) => {
      // A round trip to the database, so the two servers' fetches interleave.
      await t.db.execute(sql`select 1`);
      handledBy.set(job.data.n, [...(handledBy.get(job.data.n) ?? []), who]);
    };
    for (const q of [a, b]) await q.declare("count-once", POLICY);
    await a.work("count-once", handler("a"));
    await b.work("count-once", handler("b"));
    const N = 40;
    for (let n = 0; n < N; n++) await (n % 2 ? a : b).send("count-once", { n });

    const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
    expect(ra.completed + rb.completed).toBe(N);
    expect(ra.failed + rb.failed).toBe(0);
    expect([...handledBy.keys()].sort((x, y) => x - y)).toEqual([...Array(N).keys()]);
    for (const [n, who] of handledBy) expect(who, `job ${n}`).toHaveLength(1);
  });

  it("keeps one schedule per job when two servers register the app's jobs", async () => {
    const deps = { db: t.db, transports: {}, now: () => new Date(), outboxKeepDays: 30 };
    const [a, b] = [await server(), await server()];
    await Promise.all([registerAppJobs(a, deps), registerAppJobs(b, deps)]);
    await registerAppJobs(a, deps);
    const rows = rowsOf<{ name: string; cron: string }>(
      await t.db.execute(sql`select name, cron from pgboss.schedule order by name`),
    );
    expect(rows).toEqual(
      SCHEDULED_JOBS.map(({ name, cron }) => ({ name, cron })).sort((x, y) =>
        x.name.localeCompare(y.name),
      ),
    );
  });
});

describe("the queue", () => {
  it("refuses a job for a queue nobody declared instead of dropping it", async () => {
    const queue = await server();
    await expect(queue.send("no-such-queue", {})).rejects.toThrow(
      'Job queue "no-such-queue" is not declared',
    );
  });

  it("runs jobs in the background on a server with workers on", async () => {
    const queue = await server(true);
    await queue.declare("background", POLICY);
    const seen = new Promise<Job<{ word: string }>>((resolve) => {
      void queue.work<{ word: string }>("background", async (job) => resolve(job));
    });
    await queue.send("background", { word: "hello" });
    expect(await seen).toMatchObject({ data: { word: "hello" }, attempt: 1, lastAttempt: false });
  });
});

describe("the app's queue", () => {
  it("starts once per process on the app database, with every job declared, and stops", async () => {
    useAsAppDatabase(t);
    const [first, second] = await Promise.all([getJobQueue(), getJobQueue()]);
    expect(second).toBe(first);
    // Every job can be sent; with JOBS_WORKERS=false (the tests' setting) none runs by itself.
    for (const name of [DELIVER_MESSAGE_JOB, ...SCHEDULED_JOBS.map((job) => job.name)]) {
      await expect(first.send(name, { id: 0 })).resolves.toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await first.drain()).toEqual({ completed: 1 + SCHEDULED_JOBS.length, failed: 0 });
    await stopJobQueue();
    expect(await getJobQueue()).not.toBe(first);
    await stopJobQueue();
  });

  it("runs workers unless JOBS_WORKERS=false", () => {
    expect(jobWorkersOn({})).toBe(true);
    expect(jobWorkersOn({ JOBS_WORKERS: "true" })).toBe(true);
    expect(jobWorkersOn({ JOBS_WORKERS: "false" })).toBe(false);
  });
});
