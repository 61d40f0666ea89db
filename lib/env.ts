import "server-only";
import { z } from "zod";
import { GSTIN_PATTERN } from "./billing/invoice/seller";
import { LOG_LEVELS } from "./log/create-logger.mjs";
import { parseDsn } from "./log/dsn";
import { masterKeysFrom } from "./teacher/documents/envelope";
import { log } from "./log/logger";

/**
 * Every variable of README's Environment table, checked once when the server starts
 * (instrumentation.ts), so a bad deployment stops with one list of its problems instead of failing
 * on the first request that happens to read the variable. Messages never repeat a value: URLs and
 * keys carry secrets.
 */
type Env = Record<string, string | undefined>;

export interface EnvCheck {
  ok: boolean;
  /** "VARIABLE: what is wrong", one per problem. */
  problems: string[];
}

const text = z.string();
const bool = z.enum(["true", "false"], { error: "must be true or false" });

const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, { error: "must be a whole number" })
    .refine((v) => Number(v) >= min && Number(v) <= max, {
      error: max === Number.MAX_SAFE_INTEGER ? `must be at least ${min}` : `must be ${min}–${max}`,
    });
const port = whole(1, 65535);

const url = (...protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol.replace(/:$/, ""));
      } catch {
        return false;
      }
    },
    { error: `must be a URL (${protocols.join(", ")})` },
  );
const web = url("http", "https");
const postgres = url("postgres", "postgresql");
const redis = url("redis", "rediss");
const dsn = z.string().refine((v) => parseDsn(v) !== null, {
  error: "must be a Sentry-compatible DSN (https://<key>@<host>/<project id>)",
});
const logLevel = z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` });
/** KYC master keys as the envelope reads them (lib/teacher/documents/envelope.ts). */
const kycKeysParse = (env: Record<string, string>) => {
  try {
    masterKeysFrom(env, () => "only-checking");
    return true;
  } catch {
    return false;
  }
};
const kycKeyMessage = "'<id>:<base64 of 32 bytes>'";
const kycKey = z.string().refine((v) => kycKeysParse({ KYC_MASTER_KEY: v }), {
  error: `must be ${kycKeyMessage}`,
});
const kycOldKeys = z.string().refine((v) => kycKeysParse({ KYC_MASTER_KEYS_OLD: v }), {
  error: `must be a comma-separated list of ${kycKeyMessage}`,
});

const schema = z.object({
  PORT: port,
  DATABASE_URL: postgres,
  PGLITE_DIR: text,
  SEED_ON_START: bool,
  AUTH_SECRET: text,
  SITE_URL: web,
  TEST_DATABASE_URL: postgres,
  CHROMIUM_PATH: text,
  E2E_PORT: port,
  E2E_PGLITE_DIR: text,
  NEXT_DIST_DIR: text,
  TEST_REDIS_URL: redis,
  DEV_OUTBOX: bool,
  OUTBOX_KEEP_DAYS: whole(1),
  CHAT_REMINDER_MINUTES: whole(5),
  JOBS_WORKERS: bool,
  SMTP_URL: url("smtp", "smtps"),
  MAIL_FROM: text,
  SMS_API_URL: web,
  SMS_API_KEY: text,
  SMS_SENDER_ID: text,
  WHATSAPP_TOKEN: text,
  WHATSAPP_PHONE_NUMBER_ID: text,
  WHATSAPP_API_BASE: web,
  REDIS_URL: redis,
  UPLOADS_DIR: text,
  UPLOADTHING_TOKEN: text,
  PAYMENT_SANDBOX: bool,
  PAYMENT_SANDBOX_SECRET: text,
  RAZORPAY_KEY_ID: text,
  RAZORPAY_KEY_SECRET: text,
  RAZORPAY_WEBHOOK_SECRET: text,
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  KYC_MASTER_KEY: kycKey,
  KYC_MASTER_KEYS_OLD: kycOldKeys,
  SELLER_GSTIN: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(GSTIN_PATTERN, { error: "must be a GSTIN (15 characters)" })),
  SELLER_LEGAL_NAME: text,
  SELLER_ADDRESS: text,
  JITSI_BASE_URL: web,
  ZOOM_ACCOUNT_ID: text,
  ZOOM_CLIENT_ID: text,
  ZOOM_CLIENT_SECRET: text,
  ZOOM_HOST_USERS: text,
  CLOCK_FILE: text,
  MAX_HEAP_MB: whole(64),
  TRUSTED_PROXY_HOPS: whole(0, 10),
  MAX_REQUEST_BYTES: whole(1024),
  WEB_CONCURRENCY: whole(1, 64),
  SHUTDOWN_TIMEOUT_MS: whole(0),
  SERVER_HANDLER: text,
  TEACHERS_SEE_FAMILY_CONTACT: bool,
  PAGE_CACHE: z.enum(["on", "off"], { error: "must be on or off" }),
  LOG_LEVEL: logLevel,
  ERROR_TRACKING_DSN: dsn,
  ERROR_TRACKING_ENV: text,
});

type Name = keyof typeof schema.shape;

/** Providers that need all of their variables once any of them is set. */
const GROUPS: { provider: string; names: Name[] }[] = [
  { provider: "SMS", names: ["SMS_API_URL", "SMS_API_KEY"] },
  { provider: "WhatsApp", names: ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"] },
  {
    provider: "Razorpay",
    names: ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
  },
  { provider: "Stripe", names: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] },
  { provider: "Zoom", names: ["ZOOM_ACCOUNT_ID", "ZOOM_CLIENT_ID", "ZOOM_CLIENT_SECRET"] },
];

export const MIN_AUTH_SECRET_LENGTH = 32;

/** The environment's problems; a blank variable counts as unset (`SMTP_URL=` in a .env file). */
export function checkEnv(env: Env): EnvCheck {
  const set = Object.fromEntries(
    Object.keys(schema.shape).flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  ) as Partial<Record<Name, string>>;
  const problems: string[] = [];
  const seen = new Set<PropertyKey>();
  for (const issue of schema.partial().safeParse(set).error?.issues ?? []) {
    // One problem per variable: the first (a non-number is not also out of range).
    if (seen.has(issue.path[0]!)) continue;
    seen.add(issue.path[0]!);
    problems.push(`${String(issue.path[0])}: ${issue.message}`);
  }
  for (const { provider, names } of GROUPS) {
    const given = names.filter((name) => set[name]);
    if (given.length === 0 || given.length === names.length) continue;
    for (const name of names.filter((n) => !set[n]))
      problems.push(`${name}: ${provider} needs it too (${given.join(", ")} is set)`);
  }
  if (set.DATABASE_URL && !set.AUTH_SECRET)
    problems.push("AUTH_SECRET: required when DATABASE_URL is set");
  // Without it a production server would start and refuse every KYC call with a 500 (issue 43.14).
  if (env.NODE_ENV === "production" && set.DATABASE_URL && !set.KYC_MASTER_KEY)
    problems.push("KYC_MASTER_KEY: required in production with DATABASE_URL (decision 031)");
  if (
    env.NODE_ENV === "production" &&
    set.AUTH_SECRET &&
    set.AUTH_SECRET.length < MIN_AUTH_SECRET_LENGTH
  )
    problems.push(
      `AUTH_SECRET: must be at least ${MIN_AUTH_SECRET_LENGTH} characters in production`,
    );
  return { ok: problems.length === 0, problems };
}

/** The one message a failed check prints. */
export function envReport(problems: string[]): string {
  return [
    "The environment is not valid (see README, Environment):",
    ...problems.map((p) => `  - ${p}`),
  ].join("\n");
}

/**
 * At start: logs every problem at once (one fatal line) and stops. A production server exits (Next does not stop
 * on an error thrown from instrumentation); elsewhere the error is thrown.
 */
export function assertEnvAtStart(env: Env = process.env): void {
  const { ok, problems } = checkEnv(env);
  if (ok) return;
  const report = envReport(problems);
  log.fatal({ problems }, "The environment is not valid (see README, Environment)");
  if (env.NODE_ENV === "production") process.exit(1);
  throw new Error(report);
}

/**
 * Runs the server's start-up (instrumentation.ts). Next keeps a failed start-up's error and answers
 * every request with it, a 500, `/api/health` included (issue 43.14): a production server whose
 * start-up fails logs it as fatal and exits instead, so the supervisor stops (or a platform
 * restarts it) and the deployment shows the failure. Elsewhere the error is thrown.
 */
export async function startOrExit(
  start: () => Promise<void>,
  env: Env = process.env,
): Promise<void> {
  try {
    await start();
  } catch (error) {
    log.fatal({ err: error }, "The server could not start");
    if (env.NODE_ENV === "production") process.exit(1);
    throw error;
  }
}
