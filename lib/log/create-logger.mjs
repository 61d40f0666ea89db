// The one logger factory (docs/decisions/013-logs.md), shared by the app (lib/log/logger.ts) and
// the server process (scripts/server), which runs without TypeScript: JSON lines, one per event.
import pino from "pino";
import { CENSOR, REDACT_PATHS, serializeError, withSafeMessage } from "./redaction.mjs";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** LOG_LEVEL (checked at start by lib/env.ts), `info` when unset or unknown. */
export function logLevel(env) {
  const level = env.LOG_LEVEL?.trim();
  return LOG_LEVELS.includes(level) ? level : "info";
}

/**
 * A pino logger writing JSON lines to `stream` (stdout unless given): ISO `time`, `level` as a
 * word, `pid` and `hostname` (which server wrote it), `msg`; errors under `err` as type, message,
 * stack and code only; every secret field (redaction.mjs) replaced by "[REDACTED]".
 * `mixin` adds fields to every line (the app's request id).
 */
export function createLogger({ level = "info", stream = process.stdout, mixin } = {}) {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      hooks: {
        logMethod(args, method) {
          return method.apply(this, withSafeMessage(args));
        },
      },
      ...(mixin ? { mixin } : {}),
    },
    stream,
  );
}
