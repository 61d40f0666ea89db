import { realpathSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { UNKNOWN_CALL_REWRITE } from "./lib/http/unknown-call-rewrite";
import { staticHeaderRules } from "./lib/security/headers";

/**
 * Turbopack resolves only inside its root: in a git worktree whose node_modules is a link to
 * another checkout's, the root is the folder holding both (elsewhere it is this folder, the default).
 */
function turbopackRoot(): string {
  const here = process.cwd();
  let modules: string;
  try {
    modules = path.dirname(realpathSync(path.join(here, "node_modules")));
  } catch {
    return here;
  }
  let root = here;
  while (!`${modules}${path.sep}`.startsWith(`${root}${path.sep}`) && root !== path.dirname(root)) {
    root = path.dirname(root);
  }
  return root;
}

const nextConfig: NextConfig = {
  turbopack: { root: turbopackRoot() },
  // Loaded from node_modules at run time, not bundled: PGlite ships WASM and data files;
  // rate-limiter-flexible imports drizzle-orm by a computed name (and must share our drizzle-orm);
  // pg-boss (the job queue) loads its SQL plans and node-postgres at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "rate-limiter-flexible",
    "drizzle-orm",
    "pg-boss",
    "geoip-country",
  ],
  // A separate build folder lets two builds (e.g. two engineers' e2e runs) share one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Render metadata (title, description, canonical, JSON-LD) in the <head> for every visitor, not
  // only for known crawlers: link previews, Lighthouse and smaller bots read the first HTML only.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` checks the types (tsc) before it builds; its build skips Next's second check of the
  // same files (scripts/test-all.mjs). Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPES_CHECKED === "true" },
  // nosniff, Referrer-Policy, Permissions-Policy and no framing on every response; pages get
  // their nonce policy from proxy.ts. The media library's file route frames for our own pages
  // only and sets its own policy (lib/security/headers.ts, staticHeaderRules).
  async headers() {
    return staticHeaderRules();
  },
  // An unknown path that does not ask for HTML answers the JSON 404 (decision 011). A product's
  // stars page /{product}-stars (spec 2) is app/stars/[product]: an App Router segment cannot be
  // half dynamic, and a top-level [slug] page would swallow the unknown calls of the fallback.
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [{ source: "/:product([a-z0-9-]+)-stars", destination: "/stars/:product" }],
      fallback: [UNKNOWN_CALL_REWRITE],
    };
  },
};

export default nextConfig;
