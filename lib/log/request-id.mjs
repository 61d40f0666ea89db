// The request id (docs/decisions/013-logs.md): one per request, chosen by the server process
// (scripts/server/worker.mjs), sent to the app in the X-Request-Id header, echoed on the answer,
// written on every log line and in every error answer. Plain JavaScript so the server process,
// which runs without TypeScript, shares the rule with the app (lib/http/create-route.ts).
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

/** 8–64 letters, digits, `_` or `-`: what a proxy's or client's id may look like to be kept. */
const WELL_FORMED = /^[A-Za-z0-9_-]{8,64}$/;

/** Whether a caller's X-Request-Id may be kept (a string of the right form, nothing else). */
export function isRequestId(value) {
  return typeof value === "string" && WELL_FORMED.test(value);
}

/**
 * The id of a request: the caller's X-Request-Id when it is well formed (a load balancer's id ties
 * its logs to ours), otherwise a new UUID. Several headers (an array, or values joined by ", ")
 * are not well formed, so the app always sees exactly one id.
 */
export function requestIdFrom(value) {
  return isRequestId(value) ? value : randomUUID();
}
