// One worker: a node:http server in front of the request handler (Next by default). Before the
// handler sees a request it gets its id and access line (request-log.mjs), it is sized (413 over
// MAX_REQUEST_BYTES), its forwarded headers are made trustworthy (trusted-headers.mjs) and an
// https response gets HSTS. SIGTERM/SIGINT: stop
// accepting, finish what is in flight (SHUTDOWN_TIMEOUT_MS at most), close the app, exit 0.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { proxyHops } from "./client-ip.mjs";
import { serverLog } from "./log.mjs";
import { installPageCache } from "./page-cache-hook.mjs";
import { checkPagePost, isPagePost, routeHandlerTest } from "./page-posts.mjs";
import { pathOf, trackRequest } from "./request-log.mjs";
import { BAD_TARGET_MESSAGE, pathDecodes } from "./request-target.mjs";
import { HSTS, trustHeaders } from "./trusted-headers.mjs";

export const DEFAULT_MAX_REQUEST_BYTES = 12 * 1024 * 1024; // the largest route cap is an upload
/**
 * The media library's streamed uploads (issue 17, decision 025) take a 200 MB video: they stream
 * their body and enforce each type's exact limit and the owner's quota while it arrives, so here
 * they only get a looser outer bound (MAX_UPLOAD_REQUEST_BYTES). The contest uploads (issue 21) too.
 */
export const DEFAULT_MAX_UPLOAD_REQUEST_BYTES = 256 * 1024 * 1024;
const STREAMED_UPLOADS =
  /^\/(?:api\/(?:upload-media|upload-video|upload-promotional-media)|api\/media-uploads\/[^/?]+|talent-hunt-registration|event-strem-registration|save-streaming-post|save-campaign-media)(?:\?|$)/;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

const TOO_LARGE_MESSAGE = "The request is too large.";

/** The app's error envelope (lib/http/error-response.ts), for the answers given before it runs. */
const errorBody = (status, message, requestId) =>
  JSON.stringify({
    status: "error",
    responseCode: status,
    message,
    messageDescription: message,
    requestId,
  });

function setting(value, fallback) {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * The handler module: SERVER_HANDLER (a path from the project folder; the supervisor's tests give a
 * stand-in) or Next. Its default export takes `{ dev, dir, hostname, port }` and answers
 * `{ handle(req, res), close() }`.
 */
async function loadHandler(options, env) {
  const url = env.SERVER_HANDLER
    ? pathToFileURL(path.resolve(options.dir, env.SERVER_HANDLER)).href
    : new URL("./next-handler.mjs", import.meta.url).href;
  const { default: createHandler } = await import(url);
  return createHandler(options);
}

export async function runWorker({ port, host, hostname, dev, dir, env = process.env }) {
  const hops = proxyHops(env);
  const maxBytes = setting(env.MAX_REQUEST_BYTES, DEFAULT_MAX_REQUEST_BYTES);
  const maxUploadBytes = setting(env.MAX_UPLOAD_REQUEST_BYTES, DEFAULT_MAX_UPLOAD_REQUEST_BYTES);
  const shutdownTimeout = setting(env.SHUTDOWN_TIMEOUT_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS);
  const app = await loadHandler({ dev, dir, hostname, port }, env);
  const pageCache = dev ? null : installPageCache(env);
  // The posts Next would parse as a page's server action are checked first (page-posts.mjs).
  const isRouteHandler = dev ? null : routeHandlerTest({ dir, env });
  let closing = false;

  const server = http.createServer((req, res) => {
    const requestId = trackRequest(req, res, serverLog);
    if (closing) res.setHeader("connection", "close");
    const refuse = (status, message, headers = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(errorBody(status, message, requestId));
    };
    const cap = STREAMED_UPLOADS.test(req.url ?? "") ? maxUploadBytes : maxBytes;
    if (Number(req.headers["content-length"]) > cap) {
      refuse(413, TOO_LARGE_MESSAGE, { connection: "close" });
      return;
    }
    if (!pathDecodes(req.url)) {
      refuse(400, BAD_TARGET_MESSAGE);
      return;
    }
    const https = trustHeaders(req.headers, {
      remoteAddress: req.socket.remoteAddress,
      encrypted: Boolean(req.socket.encrypted),
      hops,
    });
    if (https) res.setHeader("strict-transport-security", HSTS);
    if (pageCache?.serve(req, res)) return;
    const checked = isPagePost(req, isRouteHandler) ? checkPagePost(req, refuse) : req;
    Promise.resolve(checked)
      .then((request) => request && app.handle(request, res))
      .catch((error) => {
        serverLog.error(
          { err: error, requestId, method: req.method, path: pathOf(req.url) },
          "Request failed",
        );
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  });

  // Idle keep-alive connections stay open longer than a load balancer's or a client's own idle
  // timeout (typically 60 s): with Node's 5 s default the server closed sockets a client was just
  // reusing, and that request failed with ECONNRESET (seen in the e2e runs under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  async function shutdown() {
    if (closing) return;
    closing = true;
    const closed = new Promise((resolve) => server.close(resolve));
    // Keep-alive connections with nothing in flight go now; busy ones once their answer is out.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), shutdownTimeout);
    await closed;
    clearInterval(idle);
    clearTimeout(deadline);
    try {
      await app.close?.();
    } catch (error) {
      serverLog.error({ err: error }, "Closing the app failed");
    }
    process.exit(0);
  }
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown());

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
}
