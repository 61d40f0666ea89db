import { now } from "../clock";
import { errorTrackerFromEnv, type ErrorTracker } from "./error-tracking";
import { log } from "./logger";
import { currentRequestScope } from "./request-context";

let appTracker: ErrorTracker | undefined;

/** The process's tracker, built from the environment the first time an error needs it. */
function tracker(): ErrorTracker {
  return (appTracker ??= errorTrackerFromEnv(process.env, {
    fetch: (input, init) => fetch(input, init),
    now: () => now(),
    onFailure: (error) => log.warn({ err: error }, "Could not send an error to the error tracker"),
  }));
}

/**
 * An error nobody expected (the 500 answers): one error line with its stack and, inside a request,
 * the request's id, method and path; and, when ERROR_TRACKING_DSN is set, an event to the tracker,
 * sent in the background so the answer never waits for it or fails with it.
 */
export function reportUnexpected(
  error: unknown,
  message: string,
  errorTracker: ErrorTracker = tracker(),
): void {
  const scope = currentRequestScope();
  log.error({ err: error, ...(scope ? { method: scope.method, path: scope.path } : {}) }, message);
  void errorTracker.capture({
    error,
    message,
    ...(scope ? { requestId: scope.requestId, route: `${scope.method} ${scope.path}` } : {}),
  });
}
