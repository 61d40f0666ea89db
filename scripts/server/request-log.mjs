// Every request gets an id before anything else happens to it (docs/decisions/013-logs.md): the
// caller's X-Request-Id when well formed (lib/log/request-id.mjs), otherwise a new UUID. The id
// replaces the incoming header, so the app reads exactly one, goes back on the answer, and names
// the request's access line, written once the answer is done (or the connection dropped).
import { performance } from "node:perf_hooks";
import { redactPath } from "../../lib/log/redaction.mjs";
import { REQUEST_ID_HEADER, requestIdFrom } from "../../lib/log/request-id.mjs";

/**
 * The path of a request target as the log shows it: without its query string (a query may carry a
 * token) and with the token of a calendar feed, invite or unsubscribe link censored (redactPath).
 */
export function pathOf(target) {
  return redactPath(String(target ?? "/").split("?")[0]);
}

/**
 * Gives the request (node:http `req`/`res`) its id, and logs `{ method, path, status, durationMs,
 * requestId }` with `log` when the response closes. Answers the id.
 */
export function trackRequest(req, res, log) {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const started = performance.now();
  res.once("close", () => {
    log.info(
      {
        requestId,
        method: req.method,
        path: pathOf(req.url),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
  return requestId;
}
