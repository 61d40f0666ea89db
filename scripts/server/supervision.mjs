// The supervisor's rules, kept pure so they are tested without processes.

export const FIRST_RESTART_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long was healthy: its next crash restarts after the first delay again. */
export const HEALTHY_LIFETIME_MS = 60_000;

/**
 * How many workers serve: WEB_CONCURRENCY (default 1), but always exactly one on the embedded
 * database (no DATABASE_URL), because PGlite is a single-process file database.
 */
export function workerCount(env) {
  if (!env.DATABASE_URL?.trim()) return 1;
  const n = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** The wait before restarting a worker after `failures` quick crashes in a row: 1 s doubling to 30 s. */
export function restartDelay(failures) {
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** failures, MAX_RESTART_DELAY_MS);
}

/**
 * After a worker that lived `livedMs` crashed, with `failures` quick crashes before it: how long to
 * wait before the restart, and the new count. A worker that lived 60 s resets the count.
 */
export function nextRestart(failures, livedMs) {
  const before = livedMs >= HEALTHY_LIFETIME_MS ? 0 : failures;
  return { delayMs: restartDelay(before), failures: before + 1 };
}
