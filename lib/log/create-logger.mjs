// The one logger factory (docs/decisions/013-logs.md), shared by the app (lib/log/logger.ts) and
// the server process (scripts/server), which runs without TypeScript: JSON lines, one per event.
import pino from "pino";
import {
  CENSOR,
  redactSecrets,
  serializeError,
  TOP_LEVEL_PATHS,
  withSafeMessage,
} from "./redaction.mjs";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** LOG_LEVEL (checked at start by lib/env.ts), `info` when unset or unknown. */
export function logLevel(env) {
  const level = env.LOG_LEVEL?.trim();
  return LOG_LEVELS.includes(level) ? level : "info";
}

/**
 * A pino logger writing JSON lines to `stream` (stdout unless given, see stdoutLines): ISO `time`,
 * `level` as a word, `pid` and `hostname` (which server wrote it), `msg`; errors under `err` as
 * type, message, stack and code only; every secret field (redaction.mjs) replaced by "[REDACTED]".
 * `mixin` adds fields to every line (the app's request id).
 */
export function createLogger({ level = "info", stream = stdoutLines(), mixin } = {}) {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: redactSecrets,
      },
      redact: { paths: TOP_LEVEL_PATHS, censor: CENSOR },
      serializers: { err: serializeError, error: serializeError },
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

/**
 * Standard output for log lines, written asynchronously: a line goes out at once when the pipe is
 * idle, and lines logged while a write is in flight leave together in the next one. A synchronous
 * write per line (what process.stdout does on a pipe) cost the server more than half its static-file
 * throughput with one access line per request (bench, issue 13). pino flushes what is left when the
 * process exits.
 */
function stdoutLines() {
  return pino.destination({ dest: 1, sync: false });
}
