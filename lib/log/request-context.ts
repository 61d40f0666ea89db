import { AsyncLocalStorage } from "node:async_hooks";
import { redactPath } from "./redaction.mjs";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id.mjs";

/** The request a piece of server code is running for, as every log line and error answer names it. */
export interface RequestScope {
  requestId: string;
  method: string;
  /** The path without its query string (a query may carry a token), its token segments censored. */
  path: string;
}

// One store per process, even if the bundler loads this module twice (like the db handle).
const slot = globalThis as unknown as { __requestScope?: AsyncLocalStorage<RequestScope> };
const storage = (slot.__requestScope ??= new AsyncLocalStorage<RequestScope>());

/**
 * The scope of a request: its X-Request-Id (the server process set it: scripts/server/worker.mjs),
 * or a new id where nothing in front set one (next dev, tests).
 */
export function requestScopeOf(request: Request): RequestScope {
  return {
    requestId: requestIdFrom(request.headers.get(REQUEST_ID_HEADER)),
    method: request.method.toUpperCase(),
    path: redactPath(new URL(request.url).pathname),
  };
}

/**
 * Runs `fn` for `request`: the logger (lib/log/logger.ts) puts its id on every line written
 * meanwhile, and errorResponse puts it in the answer, with no logger passed down the services.
 */
export function inRequestScope<T>(request: Request, fn: (scope: RequestScope) => T): T {
  const scope = requestScopeOf(request);
  return storage.run(scope, () => fn(scope));
}

/** The request being served, or undefined outside one (start-up, a job). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
