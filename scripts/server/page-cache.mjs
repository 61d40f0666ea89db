// The public-page cache (issue 15, docs/decisions/020-cached-public-pages.md): the server keeps the
// HTML of the public pages that an anonymous visitor gets, one copy per page and time-zone cookie,
// and serves it without rendering until a tag of the page is invalidated (a profile edit, a
// rating, a slot change: lib/catalog/cache-tags.ts) or the copy is MAX_AGE_MS old.
//
// Only what is provably shared is kept: GET/HEAD of a public path, no cookie but `tz`, not an RSC
// or prefetch request, a 200 HTML or XML answer without Set-Cookie, from a page that declared its
// tags while it rendered (opt-in: a page that does not call cachePublicPage is never kept).
// The rendered answer's Content-Security-Policy carried a per-request nonce; the kept copy has the
// nonce attributes removed and a policy that allows exactly its own inline scripts by SHA-256 hash.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/** The paths whose pages may be kept (the pages opt in on top of this). */
export const PUBLIC_PAGE_PATH =
  /^\/(?:|courses(?:\/[^/]+){0,2}|teacher-profile\/[^/]+|sitemap\.xml|blog(?:\/[^/]+|\/category\/[^/]+)?|tutorials|events)$/;

/** The tag that invalidates every kept page. */
export const ALL_PAGES = "*";

/** The one cookie a kept page may vary on: the visitor's time zone (currency and times). */
const VARIANT_COOKIE = "tz";

/** How long a kept page may be served at most: bounds what changes with time alone (slots). */
export const MAX_AGE_MS = 60_000;

/** What a CDN may do with a kept page: share it briefly, revalidate in the background. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Headers of the rendered answer that are not kept (per request, or replaced). */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "cache-control",
  "content-security-policy",
  "x-request-id",
  "etag",
]);

/**
 * The cache key of a request, or null when it may not be served from (or kept in) the cache.
 * `headers` are node's lower-cased request headers.
 */
export function pageCacheKey(method, url, headers) {
  if (method !== "GET" && method !== "HEAD") return null;
  const target = String(url ?? "/");
  const q = target.indexOf("?");
  const path = q < 0 ? target : target.slice(0, q);
  if (!PUBLIC_PAGE_PATH.test(path)) return null;
  if (q >= 0 && /(?:^|&)_rsc=/.test(target.slice(q + 1))) return null;
  if (headers.rsc || headers["next-router-prefetch"] || headers["next-router-state-tree"]) {
    return null;
  }
  let zone = "";
  for (const part of String(headers.cookie ?? "").split(";")) {
    if (!part.trim()) continue;
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    // Any other cookie may be a session (or anything personal): render for this visitor.
    if (name !== VARIANT_COOKIE) return null;
    zone = part.slice(eq + 1).trim();
  }
  const html = String(headers.accept ?? "").includes("text/html") ? "html" : "other";
  return `${html} ${zone} ${target}`;
}

const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The inline scripts of an HTML document (a `<script>` without `src`), their text as sent. */
export function inlineScripts(html) {
  const out = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (!/\ssrc\s*=/i.test(` ${m[1]}`) && m[2].length > 0) out.push(m[2]);
  }
  return out;
}

/**
 * The kept copy of a rendered page: its nonce attributes removed, and its policy's
 * `'nonce-…' 'strict-dynamic'` replaced by the hashes of its own inline scripts (external scripts
 * load from 'self'). Null when the policy is not the nonce policy this expects.
 */
export function hashedCopy(html, policy) {
  if (!policy) return { html, policy: null };
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return null;
  const escaped = nonce.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const stripped = html.replace(new RegExp(`\\snonce="${escaped}"`, "g"), "");
  const hashes = [...new Set(inlineScripts(stripped).map(sha256))];
  const hashed = policy.replace(/'nonce-[^']+'(\s+'strict-dynamic')?/, hashes.join(" "));
  return { html: stripped, policy: hashed };
}

/**
 * The cache: `serve(req, res)` answers from a kept copy (true) or arranges to keep the answer the
 * app is about to render (false); `tag(requestId, tags)` is called by the page while it renders;
 * `invalidate(tags)` drops every copy with one of the tags, and any render that started before.
 */
export function createPageCache({
  maxEntries = 2000,
  maxBytes = 64 * 1024 * 1024,
  maxAgeMs = MAX_AGE_MS,
  clock = () => performance.now(),
} = {}) {
  const entries = new Map(); // key → entry (Map order: least recently used first)
  const rendering = new Map(); // request id → { tags: Set, generation }
  const invalidatedAt = new Map(); // tag → generation
  let generation = 0;
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stored: 0, invalidated: 0 };

  const drop = (key) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.size;
  };

  const keep = (key, entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.size;
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(k);
    }
    stats.stored++;
  };

  function answer(req, res, entry) {
    let body = entry.body;
    const encodings = String(req.headers["accept-encoding"] ?? "");
    if (/\bgzip\b/.test(encodings)) {
      entry.gzip ??= gzipSync(entry.body);
      body = entry.gzip;
      res.setHeader("content-encoding", "gzip");
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.policy) res.setHeader("content-security-policy", entry.policy);
    res.setHeader("cache-control", SHARED_CACHE_CONTROL);
    res.setHeader("x-page-cache", "hit");
    res.setHeader("content-length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function capture(req, res, key) {
    const requestId = req.headers["x-request-id"];
    if (!requestId) return;
    const render = { tags: new Set(), generation };
    rendering.set(requestId, render);
    // The kept copy is the plain text; this visitor gets it uncompressed too.
    delete req.headers["accept-encoding"];
    const chunks = [];
    let size = 0;
    const collect = (chunk, encoding) => {
      if (chunk == null || typeof chunk === "function" || size > maxBytes) return;
      const buf = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      chunks.push(buf);
      size += buf.length;
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, cb) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      collect(chunk, encoding);
      const out = end.call(this, chunk, encoding, cb);
      rendering.delete(requestId);
      finish();
      return out;
    };
    res.once("close", () => rendering.delete(requestId));

    function finish() {
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || render.tags.size === 0 || size > maxBytes) return;
      if (res.getHeader("set-cookie") !== undefined || res.getHeader("content-encoding")) return;
      if (!/^(text\/html|application\/xml|text\/xml)/.test(type)) return;
      if (render.generation < 0) return; // everything was invalidated meanwhile
      for (const tag of render.tags) {
        if ((invalidatedAt.get(tag) ?? -1) > render.generation) return; // changed meanwhile
      }
      const copy = hashedCopy(
        Buffer.concat(chunks).toString("utf8"),
        res.getHeader("content-security-policy")?.toString(),
      );
      if (!copy) return;
      const headers = Object.entries(res.getHeaders()).filter(
        ([name]) => !DROPPED_HEADERS.has(name),
      );
      const body = Buffer.from(copy.html, "utf8");
      keep(key, {
        body,
        gzip: undefined,
        size: body.length * 2,
        headers,
        policy: copy.policy,
        tags: render.tags,
        storedAt: clock(),
      });
    }
  }

  return {
    stats,
    get size() {
      return entries.size;
    },
    serve(req, res) {
      const key = pageCacheKey(req.method, req.url, req.headers);
      if (!key) return false;
      const entry = entries.get(key);
      if (entry && clock() - entry.storedAt < maxAgeMs) {
        entries.delete(key); // most recently used last
        entries.set(key, entry);
        stats.hits++;
        answer(req, res, entry);
        return true;
      }
      if (entry) drop(key);
      stats.misses++;
      // A HEAD answer has no body to keep.
      if (req.method === "GET") capture(req, res, key);
      return false;
    },
    tag(requestId, tags) {
      const render = rendering.get(requestId);
      if (render) for (const t of tags) render.tags.add(t);
    },
    invalidate(tags) {
      generation++;
      const wanted = new Set(tags);
      if (wanted.has(ALL_PAGES)) {
        // Everything (the test clock moved): every copy goes, and every render under way.
        stats.invalidated += entries.size;
        for (const key of [...entries.keys()]) drop(key);
        for (const render of rendering.values()) render.generation = -1;
        return;
      }
      for (const tag of wanted) invalidatedAt.set(tag, generation);
      for (const [key, entry] of entries) {
        if ([...entry.tags].some((t) => wanted.has(t))) {
          drop(key);
          stats.invalidated++;
        }
      }
    },
  };
}
