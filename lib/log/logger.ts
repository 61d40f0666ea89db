import { createLogger, logLevel } from "./create-logger.mjs";
import { currentRequestScope } from "./request-context";

/** Where lines go instead of stdout: a test's collector (tests/support/logged-lines.ts). */
const slot = globalThis as unknown as { __logSink?: { write(line: string): unknown } };

/**
 * The app's logger: JSON lines on stdout at LOG_LEVEL (default info), secrets redacted
 * (redaction.mjs). Inside a request (createRoute) every line carries its `requestId`, so the lines
 * of one request are found across the services without handing a logger down to them.
 * Node-only (node:async_hooks): a client component cannot import it.
 */
export const log = createLogger({
  level: logLevel(process.env),
  stream: { write: (line: string) => (slot.__logSink ?? process.stdout).write(line) },
  mixin: () => {
    const scope = currentRequestScope();
    return scope ? { requestId: scope.requestId } : {};
  },
});
