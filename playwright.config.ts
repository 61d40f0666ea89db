import { defineConfig, devices } from "@playwright/test";
import { OPERATOR_PASSWORD, operatorEmail } from "./tests/e2e/operator";

/**
 * E2E tests drive Debian's Chromium against the production build (npm run build first). Each
 * worker has a server of its own (port E2E_PORT + the worker's index), with its own fresh embedded
 * database, uploads folder and movable clock under E2E_PGLITE_DIR, which scripts/test-all.mjs
 * removes before each run: journeys on one worker never see the other's rows, clock or rate limits.
 * tests/e2e/fixtures.ts points each test's baseURL at its worker's server.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA = process.env.E2E_PGLITE_DIR ?? ".data/e2e-pglite";
const urlOf = (index: number) => `http://127.0.0.1:${PORT + index}`;

function server(index: number) {
  return {
    // Our production server (scripts/server.mjs), as `npm start` runs it.
    command: `node scripts/server.mjs -p ${PORT + index} -H 127.0.0.1`,
    url: `${urlOf(index)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      PGLITE_DIR: `${DATA}/db-${index}`,
      UPLOADS_DIR: `${DATA}/uploads-${index}`,
      // The test-movable clock (lib/clock.ts, POST /api/dev/clock), one per server.
      CLOCK_FILE: `${DATA}/clock-${index}`,
      AUTH_SECRET: "e2e-secret-0123456789abcdef0123456789",
      SITE_URL: urlOf(index),
      PORT: String(PORT + index),
      // A production server keeps these closed; the tests read OTPs and pay in the sandbox.
      DEV_OUTBOX: "true",
      PAYMENT_SANDBOX: "true",
      // Playwright stands in for the proxy in front of the server: each test's client address is
      // its X-Forwarded-For (tests/e2e/fixtures.ts), as each family's is behind a real one.
      TRUSTED_PROXY_HOPS: "1",
      // The server's own operator (lib/admin/operators.ts): journeys never sign in as the seed's admin.
      OPERATOR_EMAIL: operatorEmail(index),
      OPERATOR_PASSWORD: OPERATOR_PASSWORD,
      OPERATOR_NAME: "Olivia Operator",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // Files spread over the workers; the tests of one file run in order on one worker.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  // Two servers and two browsers share the machine's two cores: steps wait longer than alone.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // scripts/test-all.mjs also asks for a JSON report to count the results.
  reporter: process.env.PW_REPORTERS === "json" ? [["list"], ["json"]] : [["list"]],
  use: {
    // Worker 0's server; fixtures.ts gives each worker its own.
    baseURL: urlOf(0),
    trace: "retain-on-failure",
    // A step that cannot act fails on its own, with its own message, long before the test times out.
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => server(index)),
});
