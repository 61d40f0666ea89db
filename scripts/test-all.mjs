// `npm test`: the whole suite, in the order that fails fastest. Lint, formatting, types, unit tests,
// integration tests on PGlite (and on the Postgres server when TEST_DATABASE_URL is set), the
// production build, then Playwright in Debian's Chromium against that build on a fresh database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".data", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- unit integration` runs just those steps

const totals = { passed: 0, failed: 0 };

function run(title, cmd, args, env = {}) {
  console.info(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  console.info(
    `  ${title}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) finish(1, title);
}

function count(file, pick) {
  if (!existsSync(file)) return;
  const [passed, failed] = pick(JSON.parse(readFileSync(file, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
}

const vitestCounts = (r) => [r.numPassedTests, r.numFailedTests];
const playwrightCounts = (r) => [r.stats.expected, r.stats.unexpected + r.stats.flaky];

function finish(code, failedStep) {
  for (const f of ["unit", "integration-pglite", "integration-postgres", "faults"])
    count(path.join(reports, `${f}.json`), vitestCounts);
  count(path.join(reports, "e2e.json"), playwrightCounts);
  if (failedStep) console.error(`\n✗ ${failedStep} failed.`);
  console.info(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

const want = (step) => only.length === 0 || only.includes(step);
const vitest = (project, report, env) =>
  run(
    `${project} tests${env?.TEST_DB ? ` (${env.TEST_DB})` : ""}`,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${path.join(reports, `${report}.json`)}`,
    ],
    env,
  );

/**
 * Runs independent checks at once (each mostly waits on one core), printing each one's output as a
 * block when it ends; fails the run if any failed.
 */
async function runTogether(title, steps) {
  console.info(`\n▶ ${title}: ${steps.map((s) => s.title).join(", ")}`);
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ title: name, cmd, args }) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          let out = "";
          child.stdout.on("data", (d) => (out += d));
          child.stderr.on("data", (d) => (out += d));
          child.on("close", (status) => {
            const took = ((Date.now() - t0) / 1000).toFixed(1);
            console.info(`  ${name}: ${status === 0 ? "ok" : "FAILED"} in ${took} s`);
            if (status !== 0) console.info(out);
            resolve(status === 0 ? null : name);
          });
        }),
    ),
  );
  console.info(`  ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const failed = results.filter(Boolean);
  if (failed.length > 0) finish(1, failed.join(", "));
}

if (want("lint")) {
  await runTogether("static checks", [
    { title: "lint", cmd: "npx", args: ["eslint", "--max-warnings", "0", "."] },
    { title: "format", cmd: "npx", args: ["prettier", "--check", "."] },
    { title: "types", cmd: "npx", args: ["tsc", "--noEmit"] },
    { title: "schema drift", cmd: "node", args: ["scripts/schema-drift.mjs"] },
  ]);
}
if (want("unit")) vitest("unit", "unit");
// The whole integration suite on the Postgres server when there is one, and the PGlite smoke set
// (vitest.config.ts: migrate, seed, booking, payment, chat, media, and every file that branches on
// the engine); without a server, the whole suite on PGlite.
if (want("integration")) {
  if (process.env.TEST_DATABASE_URL) {
    vitest("integration", "integration-postgres", { TEST_DB: "postgres" });
    vitest("integration-pglite-smoke", "integration-pglite", { TEST_DB: "pglite" });
  } else {
    console.info("  (TEST_DATABASE_URL is not set: the whole integration suite runs on PGlite)");
    vitest("integration", "integration-pglite", { TEST_DB: "pglite" });
  }
}
// The static step's tsc checked the types: the build does not check them again (next.config.ts).
if (want("build")) {
  run("production build", "npx", ["next", "build"], {
    NEXT_BUILD_TYPES_CHECKED: want("lint") ? "true" : "false",
  });
}
// Fault tests start a Postgres server of their own (the machine's binaries) and restart it; the
// two-server chat test runs the production build just made.
if (want("faults")) vitest("faults", "faults");
// The benchmark's smoke run (seconds, small data, its own database, port 3390) on the build just
// made: it must not rot.
if (want("bench")) {
  run("bench smoke", "npx", ["tsx", "bench/run.ts", "--smoke"], { BENCH_DIST_DIR: ".next" });
}
if (want("e2e")) {
  run("chromium", "bash", ["scripts/ensure-chromium.sh"]);
  // Every worker's server starts on a fresh database, uploads folder and clock (playwright.config.ts).
  rmSync(path.join(root, process.env.E2E_PGLITE_DIR ?? ".data/e2e-pglite"), {
    recursive: true,
    force: true,
  });
  run("e2e tests (Chromium)", "npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json"),
    PW_REPORTERS: "json",
  });
}
finish(0);
