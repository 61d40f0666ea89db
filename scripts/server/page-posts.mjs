// Posts to pages (issue 43.12). Next treats a multipart POST to a page as a possible server action
// (a form that works without JavaScript) and a POST with a Next-Action header as one: it parses the
// body, and a broken multipart body, a body past its 1 MB action limit or a fetch action's body that
// is not JSON makes it answer 500. Route handlers (app/(api)) parse their own bodies through the
// route wrapper, which answers 400/413. So a worker checks the body of a post that would reach a
// page before Next does: 413 past the limit, 400 when it does not parse as Next would parse it,
// and otherwise hands Next a copy of the request carrying the bytes it read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

/** Next's default server action body limit (`serverActions.bodySizeLimit`, "1mb"). */
export const PAGE_POST_MAX_BYTES = 1024 * 1024;
export const BAD_FORM_MESSAGE = "The request body is not a valid form.";
export const BAD_ACTION_MESSAGE = "The request body is not a valid action call.";
export const PAGE_POST_TOO_LARGE_MESSAGE = "The request is too large.";

/** "/st/orders/[reference]/invoice.pdf" → a RegExp that matches its raw request paths. */
function patternOf(route) {
  const source = route
    .split("/")
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "(?:/.*)?";
      if (/^\[\.\.\..+\]$/.test(segment)) return "/.+";
      if (/^\[.+\]$/.test(segment)) return "/[^/]+";
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}` : "";
    })
    .join("");
  return new RegExp(`^${source || "/"}/?$`);
}

/**
 * The paths a route handler answers, from the build's app-path-routes-manifest.json (keys ending
 * in "/route"), as a test; null where there is no build to read (a stand-in handler, `next dev`):
 * then no post is checked here.
 */
export function routeHandlerTest({ dir, env = process.env }) {
  let manifest;
  try {
    const file = path.join(dir, env.NEXT_DIST_DIR || ".next", "app-path-routes-manifest.json");
    manifest = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
  const patterns = Object.entries(manifest)
    .filter(([key]) => key.endsWith("/route"))
    .map(([, route]) => patternOf(route));
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

const typeOf = (req) => String(req.headers["content-type"] ?? "").toLowerCase();

/** Whether Next would parse this request's body as a server action's (see above). */
export function isPagePost(req, isRouteHandler) {
  if (!isRouteHandler || req.method !== "POST") return false;
  const action = req.headers["next-action"] !== undefined;
  if (!action && !typeOf(req).startsWith("multipart/form-data")) return false;
  return !isRouteHandler(String(req.url ?? "/").split("?")[0]);
}

/**
 * The body's bytes; "too large" once it passes `max` (the rest is left unread), "gone" when the
 * client went away before its end (nothing is left to answer).
 */
function readUpTo(req, max) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > max) {
        req.off("data", onData);
        req.pause();
        resolve("too large");
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("close", () => resolve("gone"));
    req.once("error", () => resolve("gone"));
  });
}

/** Null when Next can parse `bytes` as this post's body, else the message of the 400. */
async function problemOf(req, bytes) {
  const type = typeOf(req);
  if (type.startsWith("multipart/form-data")) {
    try {
      // The parser Next uses for a form posted without JavaScript (undici's).
      await new Response(bytes, { headers: { "content-type": type } }).formData();
      return null;
    } catch {
      return BAD_FORM_MESSAGE;
    }
  }
  // A fetch action's arguments: React's encodeReply text, which is JSON.
  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return null;
  } catch {
    return BAD_ACTION_MESSAGE;
  }
}

/** A copy of `req` whose body is `bytes` (already read from the socket): what Next reads instead. */
function withBody(req, bytes) {
  const copy = new Readable({ read() {} });
  copy.push(bytes);
  copy.push(null);
  return Object.assign(copy, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    trailers: req.trailers,
    rawTrailers: req.rawTrailers,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
  });
}

/**
 * Checks a post to a page (isPagePost). Answers the request to hand to the handler, or null when
 * it has answered itself: 413 past PAGE_POST_MAX_BYTES, 400 for a body Next could not parse.
 * `refuse(status, message, headers)` writes the answer.
 */
export async function checkPagePost(req, refuse, max = PAGE_POST_MAX_BYTES) {
  if (Number(req.headers["content-length"]) > max) {
    refuse(413, PAGE_POST_TOO_LARGE_MESSAGE, { connection: "close" });
    return null;
  }
  const bytes = await readUpTo(req, max);
  if (bytes === "gone") return null;
  if (bytes === "too large") {
    refuse(413, PAGE_POST_TOO_LARGE_MESSAGE, { connection: "close" });
    return null;
  }
  const problem = await problemOf(req, bytes);
  if (problem) {
    refuse(400, problem);
    return null;
  }
  return withBody(req, bytes);
}
