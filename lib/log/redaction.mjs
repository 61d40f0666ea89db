// What a log line may never carry (docs/decisions/013-logs.md): secrets, OTPs and message bodies.
// Plain JavaScript so the server process (scripts/server) shares the rule with the app.

/** Field names whose values are secret wherever they appear in a log line (redactSecrets). */
export const SECRET_KEYS = [
  // passwords, as the forms and the legacy calls name them
  "password",
  "passwordHash",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "oldPassword",
  "user_password",
  "cust_password",
  "reg_password",
  // one-time codes
  "otp",
  "otpCode",
  "otp_code",
  "cust_otp",
  "code",
  "codeHash",
  // tokens, keys, signatures
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "sessionToken",
  "apiKey",
  "api_key",
  "secret",
  "clientSecret",
  "keySecret",
  "secretKey",
  "webhookSecret",
  "signature",
  "razorpay_signature",
  "dsn",
  // HTTP
  "authorization",
  "cookie",
  "set-cookie",
  "x-sentry-auth",
  // message contents (an OTP travels in the body of an SMS, a WhatsApp message or an e-mail)
  "body",
  "html",
  "text",
  // the environment's secrets (README, Environment)
  "AUTH_SECRET",
  "DATABASE_URL",
  "TEST_DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "SMS_API_KEY",
  "WHATSAPP_TOKEN",
  "UPLOADTHING_TOKEN",
  "PAYMENT_SANDBOX_SECRET",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "ZOOM_CLIENT_SECRET",
  "ERROR_TRACKING_DSN",
];

export const CENSOR = "[REDACTED]";

const SECRET = new Set(SECRET_KEYS);

/**
 * pino `redact` paths for the secret keys at a line's top level only (static paths are cheap). They
 * cover a child logger's own fields, which pino adds to its lines without the `log` formatter.
 */
export const TOP_LEVEL_PATHS = SECRET_KEYS.map((key) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`,
);

/**
 * Paths whose segment after the prefix is a bearer token (issue 43.15): the calendar feed
 * (/calendar/feed/<token>.ics), the buddy-batch invite (/buddy/<token>) and the unsubscribe link
 * (/unsubscribe/<token>). Tokens in query strings (unsubscribe?token=, the canvas hand-off's
 * ?token=) never reach a log line: the access line and the request scope log the path alone.
 */
const TOKEN_PATHS = [/^(\/calendar\/feed\/)[^/]+/, /^(\/buddy\/)[^/]+/, /^(\/unsubscribe\/)[^/]+/];

/** A request path as a log line may show it: every token segment replaced by CENSOR. */
export function redactPath(path) {
  let out = String(path);
  for (const pattern of TOKEN_PATHS) out = out.replace(pattern, `$1${CENSOR}`);
  return out;
}

/** How deep a line's objects are walked for secret keys; anything deeper is cut off. */
const MAX_DEPTH = 6;

/**
 * A line's fields with the value of every secret key (SECRET_KEYS, at any depth down to MAX_DEPTH,
 * in objects and arrays) replaced by CENSOR. The input is not changed. Errors are left to the `err`
 * serializer (serializeError). One pass over the object: pino's `redact` with a wildcard path per
 * key and depth cost ~180 µs a line, which halved the server's static-file throughput (issue 13).
 */
export function redactSecrets(value, depth = 0) {
  if (value === null || typeof value !== "object" || value instanceof Error) return value;
  if (depth >= MAX_DEPTH) return "[Truncated]";
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (value instanceof Date) return value;
  const out = {};
  for (const key of Object.keys(value)) {
    out[key] = SECRET.has(key) ? CENSOR : redactSecrets(value[key], depth + 1);
  }
  return out;
}

/**
 * Secrets inside free text: a failed drizzle query's message ends with its parameters (an OTP, a
 * password hash, a message body), and a connection error may quote a URL's password.
 */
export function scrubText(text) {
  return String(text)
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${CENSOR}`)
    .replace(/(\/\/[^/\s:@]+):[^@\s/]+@/g, `$1:${CENSOR}@`);
}

/**
 * An error as a log line shows it: type, message, stack and code (as `errorCode`, since `code`
 * is an OTP's field name), and its cause. Nothing else: driver errors carry query parameters
 * and row details among their own fields.
 */
export function serializeError(error, depth = 0) {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(error) };
  // A subclass that keeps the name "Error" (drizzle's DrizzleQueryError) is named by its class.
  const type = error.name === "Error" ? error.constructor?.name || error.name : error.name;
  const out = { type, message: scrubText(error.message) };
  if (error.stack) out.stack = scrubText(error.stack);
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === "string" || typeof code === "number") out.errorCode = String(code);
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * A log call's arguments with a message of our own: pino would otherwise take an error's message
 * as the line's `msg`, where no serializer scrubs it. `log.error(err)` becomes
 * `log.error({ err }, <scrubbed message>)`.
 */
export function withSafeMessage(args) {
  const [first, ...rest] = args;
  if (first instanceof Error) return [{ err: first }, ...withMessage(rest, first)];
  if (first && typeof first === "object" && first.err instanceof Error)
    return [first, ...withMessage(rest, first.err)];
  return args;
}

function withMessage(rest, error) {
  return typeof rest[0] === "string" ? rest : [scrubText(error.message), ...rest];
}
