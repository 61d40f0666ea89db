import { describe, expect, it, vi } from "vitest";
import { takeLoggedErrors } from "@/tests/support/logged-lines";
import { assertEnvAtStart, checkEnv, envReport, startOrExit } from "./env";

const SECRET = "s3cr3t-value-that-must-never-be-printed-0123456789";
const PG = `postgres://app:${SECRET}@db.internal:5432/app`;
const KYC_KEY = `k1:${Buffer.alloc(32, 1).toString("base64")}`;

describe("checkEnv", () => {
  it.each([
    ["nothing set (the embedded defaults)", {}],
    ["blank values count as unset", { SMTP_URL: " ", RAZORPAY_KEY_ID: "" }],
    [
      "a full production setup",
      {
        NODE_ENV: "production",
        DATABASE_URL: PG,
        AUTH_SECRET: SECRET,
        SITE_URL: "https://tutor.example",
        PORT: "8080",
        REDIS_URL: "rediss://cache:6380",
        SMTP_URL: "smtps://u:p@mail.example:465",
        RAZORPAY_KEY_ID: "rzp_test_x",
        RAZORPAY_KEY_SECRET: "k",
        RAZORPAY_WEBHOOK_SECRET: "w",
        TRUSTED_PROXY_HOPS: "1",
        WEB_CONCURRENCY: "4",
        MAX_REQUEST_BYTES: "12582912",
        SHUTDOWN_TIMEOUT_MS: "10000",
        PAYMENT_SANDBOX: "false",
        DEV_OUTBOX: "false",
        LOG_LEVEL: "warn",
        ERROR_TRACKING_DSN: "https://pub1c0key@o1.ingest.errors.example/4501",
        ERROR_TRACKING_ENV: "production-eu",
        KYC_MASTER_KEY: KYC_KEY,
        KYC_MASTER_KEYS_OLD: `k0:${Buffer.alloc(32, 2).toString("base64")}, k-1:${"A".repeat(43)}=`,
      },
    ],
    [
      "no KYC key outside production (a key derived from AUTH_SECRET)",
      { DATABASE_URL: PG, AUTH_SECRET: SECRET },
    ],
    ["no KYC key on the embedded database in production", { NODE_ENV: "production" }],
    ["a short secret outside production", { AUTH_SECRET: "short" }],
  ])("accepts %s", (_, env) => {
    expect(checkEnv(env)).toEqual({ ok: true, problems: [] });
  });

  it.each([
    ["PORT", { PORT: "http" }, "PORT: must be a whole number"],
    ["PORT out of range", { PORT: "70000" }, "PORT: must be 1–65535"],
    ["SITE_URL", { SITE_URL: "tutor.example" }, "SITE_URL: must be a URL (http, https)"],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x", AUTH_SECRET: SECRET }, "DATABASE_URL: must be"],
    ["REDIS_URL", { REDIS_URL: "localhost:6379" }, "REDIS_URL: must be a URL (redis, rediss)"],
    ["a boolean", { DEV_OUTBOX: "yes" }, "DEV_OUTBOX: must be true or false"],
    ["PAYMENT_SANDBOX", { PAYMENT_SANDBOX: "1" }, "PAYMENT_SANDBOX: must be true or false"],
    ["hops", { TRUSTED_PROXY_HOPS: "-1" }, "TRUSTED_PROXY_HOPS: must be a whole number"],
    ["workers", { WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY: must be 1–64"],
    ["request cap", { MAX_REQUEST_BYTES: "10" }, "MAX_REQUEST_BYTES: must be at least 1024"],
    [
      "Razorpay without its secrets",
      { RAZORPAY_KEY_ID: "rzp_x" },
      "RAZORPAY_KEY_SECRET: Razorpay needs it too (RAZORPAY_KEY_ID is set)",
    ],
    [
      "Stripe without its webhook secret",
      { STRIPE_SECRET_KEY: "sk" },
      "STRIPE_WEBHOOK_SECRET: Stripe needs it too",
    ],
    ["SMS without its key", { SMS_API_URL: "https://sms.example" }, "SMS_API_KEY: SMS needs it"],
    ["Zoom half set", { ZOOM_CLIENT_ID: "id" }, "ZOOM_ACCOUNT_ID: Zoom needs it too"],
    ["Postgres without AUTH_SECRET", { DATABASE_URL: PG }, "AUTH_SECRET: required"],
    ["LOG_LEVEL", { LOG_LEVEL: "verbose" }, "LOG_LEVEL: must be one of fatal, error, warn, info"],
    [
      "a DSN without its key",
      { ERROR_TRACKING_DSN: "https://errors.example/42" },
      "ERROR_TRACKING_DSN: must be a Sentry-compatible DSN (https://<key>@<host>/<project id>)",
    ],
    [
      "a DSN without a project id",
      { ERROR_TRACKING_DSN: "https://key@errors.example/" },
      "ERROR_TRACKING_DSN: must be a Sentry-compatible DSN",
    ],
    [
      "a short secret in production",
      { NODE_ENV: "production", DATABASE_URL: PG, AUTH_SECRET: "short" },
      "AUTH_SECRET: must be at least 32 characters in production",
    ],
    // Issue 43.14: a production server without its KYC key started and answered 500s.
    [
      "production on Postgres without a KYC key",
      { NODE_ENV: "production", DATABASE_URL: PG, AUTH_SECRET: SECRET },
      "KYC_MASTER_KEY: required in production with DATABASE_URL",
    ],
    [
      "a KYC key of the wrong length",
      { KYC_MASTER_KEY: `k1:${Buffer.alloc(16).toString("base64")}` },
      "KYC_MASTER_KEY: must be '<id>:<base64 of 32 bytes>'",
    ],
    ["a KYC key without its id", { KYC_MASTER_KEY: KYC_KEY.slice(3) }, "KYC_MASTER_KEY: must be"],
    [
      "a retired KYC key that is not one",
      { KYC_MASTER_KEYS_OLD: `${KYC_KEY},nonsense` },
      "KYC_MASTER_KEYS_OLD: must be a comma-separated list",
    ],
  ])("refuses %s", (_, env, problem) => {
    const result = checkEnv(env);
    expect(result.ok).toBe(false);
    expect(result.problems.some((p) => p.startsWith(problem))).toBe(true);
  });

  it("lists every problem at once, and no value", () => {
    const result = checkEnv({
      NODE_ENV: "production",
      DATABASE_URL: `mysql://app:${SECRET}@db`,
      RAZORPAY_KEY_ID: SECRET,
      PORT: SECRET,
      ERROR_TRACKING_DSN: `ftp://${SECRET}@errors.example/1`,
    });
    expect(result.problems).toEqual([
      "PORT: must be a whole number",
      "DATABASE_URL: must be a URL (postgres, postgresql)",
      "ERROR_TRACKING_DSN: must be a Sentry-compatible DSN (https://<key>@<host>/<project id>)",
      "RAZORPAY_KEY_SECRET: Razorpay needs it too (RAZORPAY_KEY_ID is set)",
      "RAZORPAY_WEBHOOK_SECRET: Razorpay needs it too (RAZORPAY_KEY_ID is set)",
      "AUTH_SECRET: required when DATABASE_URL is set",
      "KYC_MASTER_KEY: required in production with DATABASE_URL (decision 031)",
    ]);
    const report = envReport(result.problems);
    expect(report).toContain("  - PORT: must be a whole number");
    expect(report).not.toContain(SECRET);
  });

  it("at start, logs every problem on one fatal line (no value) and stops", () => {
    expect(() => assertEnvAtStart({ PORT: SECRET, LOG_LEVEL: "loud" })).toThrow(
      "PORT: must be a whole number",
    );
    const lines = takeLoggedErrors();
    expect(lines).toMatchObject([
      {
        level: "fatal",
        msg: "The environment is not valid (see README, Environment)",
        problems: ["PORT: must be a whole number", expect.stringMatching(/^LOG_LEVEL: must be/)],
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });
});

describe("startOrExit", () => {
  it("a production server whose start-up fails logs it and exits non-zero (issue 43.14)", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    try {
      await startOrExit(() => Promise.reject(new Error("no database")), {
        NODE_ENV: "production",
      }).catch(() => undefined);
      expect(exit).toHaveBeenCalledWith(1);
      expect(takeLoggedErrors()).toMatchObject([
        { level: "fatal", msg: "The server could not start", err: { message: "no database" } },
      ]);
    } finally {
      exit.mockRestore();
    }
  });

  it("elsewhere throws the failure, and a start-up that works does nothing else", async () => {
    await expect(startOrExit(() => Promise.reject(new Error("no database")), {})).rejects.toThrow(
      "no database",
    );
    expect(takeLoggedErrors()).toHaveLength(1);
    await expect(startOrExit(() => Promise.resolve(), { NODE_ENV: "production" })).resolves.toBe(
      undefined,
    );
  });
});
