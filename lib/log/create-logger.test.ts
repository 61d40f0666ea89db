import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLogger, logLevel } from "./create-logger.mjs";
import { SECRET_KEYS } from "./redaction.mjs";

const OTP = "482913";
const SECRETS = [
  OTP,
  "hunter2-password",
  "tok_5f3a9c",
  "sk_test_abcdef",
  "Bearer eyJhbGciOi",
  "sid=session-cookie",
  "whsec_0123",
  "pg-password-xyz",
];

/** A logger writing into an array, as pino writes to any stream with write(). */
function capture(level: Parameters<typeof createLogger>[0] extends infer O ? O : never = {}) {
  const lines: string[] = [];
  const logger = createLogger({ ...level, stream: { write: (line: string) => lines.push(line) } });
  return { logger, lines, text: () => lines.join("") };
}

describe("the logger", () => {
  it("writes one JSON line per event: ISO time, level as a word, pid, hostname, msg", () => {
    const { logger, lines } = capture();
    logger.info({ workers: 2 }, "started");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith("\n")).toBe(true);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      workers: 2,
      msg: "started",
    });
  });

  it("never writes a secret, an OTP or a message body, at any depth", () => {
    const { logger, text } = capture();
    logger.info(
      {
        password: SECRETS[1],
        otp: OTP,
        request: {
          headers: {
            authorization: SECRETS[4],
            cookie: SECRETS[5],
            "set-cookie": [SECRETS[5]],
          },
          body: { cust_otp: OTP, user_password: SECRETS[1] },
        },
        message: { channel: "sms", to: "+919800000000", body: `Your OTP is ${OTP}` },
        env: { AUTH_SECRET: SECRETS[3], DATABASE_URL: `postgres://app:${SECRETS[7]}@db/app` },
        provider: { keySecret: SECRETS[3], webhookSecret: SECRETS[6], token: SECRETS[2] },
        deep: { a: { b: { code: OTP } } },
      },
      "signup",
    );
    logger.error({ outbox: [{ id: 1, body: `Code ${OTP}` }] }, "delivery failed");
    for (const secret of SECRETS) expect(text()).not.toContain(secret);
    // What is not secret stays readable.
    expect(text()).toContain("+919800000000");
    expect(text()).toContain('"password":"[REDACTED]"');
  });

  it("keeps a failed query's parameters and a URL's password out of an error's message and stack", () => {
    const { logger, lines, text } = capture();
    const failed = new DrizzleQueryError(
      'insert into "otp_codes" ("destination", "code") values ($1, $2)',
      ["+919800000000", OTP],
      new Error(`connect ECONNREFUSED postgres://app:${SECRETS[7]}@db:5432/app`),
    );
    logger.error(failed);
    logger.error({ err: failed });
    logger.error({ err: Object.assign(new Error("dup"), { code: "23505", detail: OTP }) }, "x");
    for (const secret of SECRETS) expect(text()).not.toContain(secret);
    const first = JSON.parse(lines[0]!);
    expect(first.msg).toContain('insert into "otp_codes"');
    expect(first.err).toMatchObject({
      type: "DrizzleQueryError",
      message: expect.stringContaining("params: [REDACTED]"),
      stack: expect.stringContaining("create-logger.test.ts"),
      cause: { type: "Error", message: expect.stringContaining("postgres://app:[REDACTED]@db") },
    });
    // A database error's code stays (as errorCode: `code` is an OTP's field name); its row
    // details do not.
    expect(JSON.parse(lines[2]!).err).toEqual({
      type: "Error",
      message: "dup",
      stack: expect.any(String),
      errorCode: "23505",
    });
  });

  it("redacts every secret key at the top level, deep down, in arrays and in a child's fields", () => {
    for (const key of SECRET_KEYS) {
      const { logger, text } = capture();
      logger.info({
        [key]: "s3cret",
        a: { [key]: "s3cret", b: { c: { d: { [key]: "s3cret" } } } },
      });
      logger.info({ list: [{ [key]: "s3cret" }, [{ [key]: "s3cret" }]] });
      logger.child({ [key]: "s3cret" }).info("child");
      expect(text(), key).not.toContain("s3cret");
    }
  });

  it("leaves the caller's object as it was", () => {
    const { logger } = capture();
    const fields = { user: { id: 7, password: "pw" } };
    logger.info(fields);
    expect(fields.user.password).toBe("pw");
  });

  it("takes LOG_LEVEL, info when unset or unknown, and writes nothing below it", () => {
    expect(logLevel({})).toBe("info");
    expect(logLevel({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevel({ LOG_LEVEL: "loud" })).toBe("info");
    const { logger, lines } = capture({ level: "warn" });
    logger.info("quiet");
    logger.warn("heard");
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(["heard"]);
  });

  it("adds the mixin's fields (the app's request id) to every line", () => {
    const lines: string[] = [];
    const logger = createLogger({
      stream: { write: (line: string) => lines.push(line) },
      mixin: () => ({ requestId: "req-12345678" }),
    });
    logger.warn("a");
    logger.child({ job: "x" }).info("b");
    expect(lines.map((l) => JSON.parse(l).requestId)).toEqual(["req-12345678", "req-12345678"]);
  });
});
