// `npm start`: builds the app when there is no build yet (or the sources changed), then serves it
// with our server (scripts/server.mjs: supervised workers, trusted client IP) on $PORT (default
// 3000), on the embedded database unless DATABASE_URL is set; the embedded one is migrated and
// seeded on first start. `--demo` (npm run demo) also opens the dev outbox and the sandbox
// checkout, which a production server keeps closed unless DEV_OUTBOX / PAYMENT_SANDBOX say so.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readFileSync, statSync, readdirSync } from "node:fs";
import path from "node:path";
import { withHeapCap } from "./heap-cap.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT || "3000";
const buildId = path.join(root, ".next", "BUILD_ID");

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name.startsWith(".") ||
      entry.name === "node_modules" ||
      entry.name.endsWith(".test.ts") ||
      entry.name.endsWith(".test.tsx")
    )
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["app", "components", "lib", "db", "drizzle", "public"]
  .map((d) => path.join(root, d))
  .filter(existsSync);
const stale =
  !existsSync(buildId) || Math.max(...sources.map(newestSource)) > statSync(buildId).mtimeMs;
if (stale || process.argv.includes("--build")) {
  console.info("Building the app (first start or sources changed)…");
  const built = spawnSync("npx", ["next", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const demo = process.argv.includes("--demo");
const env = demo
  ? { DEV_OUTBOX: "true", PAYMENT_SANDBOX: "true", ...process.env }
  : { ...process.env };
console.info(
  `Starting ${readFileSync(path.join(root, "package.json"), "utf8").match(/"name": "([^"]+)"/)?.[1]} on http://localhost:${port}${demo ? " (demo: outbox and sandbox checkout open)" : ""}`,
);
// The heap cap is in NODE_OPTIONS, so the supervisor's forked workers carry it too.
const server = spawn(process.execPath, [path.join(root, "scripts", "server.mjs"), "-p", port], {
  cwd: root,
  stdio: "inherit",
  env: withHeapCap(env),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
