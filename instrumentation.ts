/**
 * Runs once when the server starts: check the environment (lib/env.ts: every problem listed, then
 * the server stops), then open, migrate (and on the embedded default, seed) the database, then
 * start the job queue (lib/jobs; its workers unless JOBS_WORKERS=false). The server stops the queue
 * before it closes the database (scripts/server/next-handler.mjs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { assertEnvAtStart, startOrExit } = await import("./lib/env");
  assertEnvAtStart(process.env);
  // A start-up that fails stops a production server (lib/env.ts) instead of leaving it up.
  await startOrExit(async () => {
    const { getDbHandle } = await import("./db");
    const handle = await getDbHandle();
    const { log } = await import("./lib/log/logger");
    log.info({ database: handle.kind }, "Database ready");
    const { getJobQueue, jobWorkersOn } = await import("./lib/jobs/app-queue");
    await getJobQueue();
    log.info({ workers: jobWorkersOn(process.env) }, "Job queue ready");
  });
}
