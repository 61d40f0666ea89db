/** Where the rewrite sends unknown calls: app/(api)/unknown-call/[...path]/route.ts. */
export const UNKNOWN_CALL_ROUTE = "/unknown-call";

/**
 * next.config.ts's fallback rewrite (applied only when no page, file or route matched): a request
 * to an unknown path that does not ask for HTML — a legacy client's POST /save-buddy, a fetch — goes
 * to the catch-all that answers the JSON 404; a browser asking for a page keeps the HTML 404.
 * Next.js's own files (/_next/…) keep their plain 404. See docs/decisions/011-unknown-legacy-calls.md.
 */
export const UNKNOWN_CALL_REWRITE = {
  source: "/:first((?!_next\\b)[^/]+)/:rest*",
  missing: [{ type: "header" as const, key: "accept", value: "(.*)text/html(.*)" }],
  destination: `${UNKNOWN_CALL_ROUTE}/:first/:rest*`,
};
