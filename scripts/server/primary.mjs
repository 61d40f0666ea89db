// The supervisor (pen-test finding 12: after `kill -9` the app stayed down). It forks the workers
// and restarts any that exits unexpectedly, after a backoff (supervision.mjs), one log line each.
// SIGTERM/SIGINT: every worker shuts down gracefully, and the supervisor exits once all have.
import cluster from "node:cluster";
import { serverLog } from "./log.mjs";
import { isInvalidation } from "./page-cache-hook.mjs";
import { nextRestart, workerCount } from "./supervision.mjs";

export function runPrimary({ env = process.env } = {}) {
  const count = workerCount(env);
  const live = new Map(); // worker id → { slot, startedAt }
  const failures = new Array(count).fill(0);
  const pending = new Set(); // restart timers
  let served = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (slot) => live.set(cluster.fork().id, { slot, startedAt: Date.now() });

  const finishIfDone = () => {
    if (stopping && live.size === 0) process.exit(exitCode);
  };

  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    finishIfDone();
  };

  // A worker's page-cache invalidation reaches the others (page-cache-hook.mjs).
  cluster.on("message", (from, message) => {
    if (!isInvalidation(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.id !== from.id) worker.send(message);
    }
  });

  cluster.on("listening", () => {
    served = true;
  });

  cluster.on("exit", (worker, code, signal) => {
    const { slot, startedAt } = live.get(worker.id);
    live.delete(worker.id);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code) exitCode = exitCode || code;
      finishIfDone();
      return;
    }
    if (!served) {
      // It never started: a configuration error (the environment check, a taken port), not a crash.
      serverLog.error(
        { workerPid: worker.process.pid, exitCode: code, signal },
        `Worker ${worker.process.pid} exited (${how}) before serving; stopping.`,
      );
      stop(code || 1);
      return;
    }
    const next = nextRestart(failures[slot], Date.now() - startedAt);
    failures[slot] = next.failures;
    serverLog.warn(
      { workerPid: worker.process.pid, exitCode: code, signal, restartInMs: next.delayMs },
      `Worker ${worker.process.pid} exited (${how}); restarting it in ${next.delayMs / 1000} s.`,
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork(slot);
    }, next.delayMs);
    pending.add(timer);
  });

  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(0));
  for (let slot = 0; slot < count; slot++) fork(slot);
  return { workers: count };
}
