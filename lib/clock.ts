import { readFileSync, writeFileSync } from "node:fs";

type ClockEnv = Record<string, string | undefined>;

/**
 * The server's "now". In production it is the system clock. End-to-end tests set CLOCK_FILE: the
 * file holds an offset in milliseconds that the test moves with POST /api/dev/clock, so a class
 * can be "about to start" without waiting for it. The only module that reads the system clock
 * (a lint rule keeps it so): every service that decides by time takes `now` as an argument; the
 * route wrapper reads now() once per request and hands it to handlers as ctx.now; pages and jobs
 * call now() (docs/decisions/015-one-clock.md).
 */
export function now(env: ClockEnv = process.env): Date {
  const file = env.CLOCK_FILE;
  if (!file) return new Date();
  return new Date(Date.now() + readOffset(file));
}

function readOffset(file: string): number {
  try {
    const offset = Number(readFileSync(file, "utf8"));
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0;
  }
}

/** Whether the clock can be moved (only where CLOCK_FILE is set: the end-to-end test server). */
export const clockMovable = (env: ClockEnv = process.env) => Boolean(env.CLOCK_FILE);

/** Moves the clock so that now() answers `at` (and runs on from there). */
export function setClock(at: Date, env: ClockEnv = process.env): void {
  const file = env.CLOCK_FILE;
  if (!file) throw new Error("CLOCK_FILE is not set: the clock cannot be moved");
  writeFileSync(file, String(at.getTime() - Date.now()));
}
