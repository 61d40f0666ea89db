// Wires the public-page cache (page-cache.mjs) into a worker: the app reaches it through
// globalThis.__publicPageCache (lib/catalog/cache-tags.ts), in the same process; an invalidation
// also goes to the supervisor, which hands it to the other workers (primary.mjs).
import { createPageCache } from "./page-cache.mjs";

const KIND = "public-page-cache:invalidate";

/** Whether a worker message is a page-cache invalidation. */
export function isInvalidation(message) {
  return message?.kind === KIND && Array.isArray(message.tags);
}

/** The worker's page cache (null when PAGE_CACHE=off), reachable by the app. */
export function installPageCache(env = process.env) {
  if (env.PAGE_CACHE === "off") return null;
  const cache = createPageCache();
  globalThis.__publicPageCache = {
    tag: (requestId, tags) => cache.tag(requestId, tags),
    invalidate(tags) {
      cache.invalidate(tags);
      process.send?.({ kind: KIND, tags });
    },
  };
  process.on("message", (message) => {
    if (isInvalidation(message)) cache.invalidate(message.tags);
  });
  return cache;
}
