import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * E2E tests drive Debian's Chromium against the production build (npm run build first) on a fresh
 * embedded database in .data/e2e-pglite, which scripts/test-all.mjs removes before each run.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // scripts/test-all.mjs also asks for a JSON report to count the results.
  reporter: process.env.PW_REPORTERS === "json" ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
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
  webServer: {
    // Our production server (scripts/server.mjs), as `npm start` runs it.
    command: `node scripts/server.mjs -p ${PORT} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? ".data/e2e-pglite",
      UPLOADS_DIR: `${process.env.E2E_PGLITE_DIR ?? ".data/e2e-pglite"}-uploads`,
      // The test-movable clock (lib/clock.ts, POST /api/dev/clock).
      CLOCK_FILE: `${process.env.E2E_PGLITE_DIR ?? ".data/e2e-pglite"}-clock`,
      AUTH_SECRET: "e2e-secret-0123456789abcdef0123456789",
      SITE_URL: baseURL,
      PORT: String(PORT),
      // A production server keeps these closed; the tests read OTPs and pay in the sandbox.
      DEV_OUTBOX: "true",
      PAYMENT_SANDBOX: "true",
    },
  },
});
