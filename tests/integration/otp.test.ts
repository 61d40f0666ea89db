import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { otpCodes, outboxMessages } from "@/db/schema";
import { createMessenger } from "@/lib/messaging/messenger";
import { checkOtp, sendOtp } from "@/lib/auth/otp-delivery";
import {
  consumeVerifiedOtp,
  issueOtp,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  verifyOtp,
  type OtpPurpose,
} from "@/lib/auth/otp";
import { AppError } from "@/lib/errors";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { lastOtpSentTo, testAuthDeps, testClock, wrongCode } from "../support/auth-deps";
import { createTestQueue } from "../support/test-queue";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

let n = 0;
const dest = () => `+9198000${String(++n).padStart(5, "0")}`;

type Clock = ReturnType<typeof testClock>;
/** A code issued at the clock's time. */
const issue = (clock: Clock, purpose: OtpPurpose, destination: string) =>
  issueOtp(t.db, { purpose, destination, now: clock.now() });
/** A code checked at the clock's time. */
const verify = (clock: Clock, purpose: OtpPurpose, destination: string, code: string) =>
  verifyOtp(t.db, { purpose, destination, code, now: clock.now() });

async function statusOf(p: Promise<unknown>) {
  try {
    await p;
    return "ok";
  } catch (e) {
    if (e instanceof AppError) return e.status;
    throw e;
  }
}

describe("OTP codes", () => {
  it("are six digits, stored only as a hash, and work once", async () => {
    const clock = testClock();
    const to = dest();
    const { code } = await issue(clock, "login", to);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.destination, to));
    expect(row!.codeHash).not.toContain(code);
    expect(await verify(clock, "login", to, code)).toBe("ok");
    expect(await verify(clock, "login", to, code)).toBe("missing");
  });

  it("are bound to their purpose and destination", async () => {
    const clock = testClock();
    const to = dest();
    const { code } = await issue(clock, "register", to);
    expect(await verify(clock, "login", to, code)).toBe("missing");
    expect(await verify(clock, "register", dest(), code)).toBe("missing");
    expect(await verify(clock, "register", to, code)).toBe("ok");
  });

  it("expire after 10 minutes", async () => {
    const clock = testClock();
    const to = dest();
    const { code } = await issue(clock, "login", to);
    clock.advance(OTP_TTL_MS);
    expect(await verify(clock, "login", to, code)).toBe("expired");
  });

  it("die after OTP_MAX_ATTEMPTS wrong tries from everyone together, even if the right one comes next", async () => {
    // A backstop only: the failure budgets (issue 43.4) stop guessers long before it.
    const clock = testClock();
    const to = dest();
    const { code } = await issue(clock, "login", to);
    const results = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      results.push(await verify(clock, "login", to, wrongCode(code)));
    expect(results).toEqual([...Array<string>(OTP_MAX_ATTEMPTS - 1).fill("invalid"), "locked"]);
    // The dead code keeps saying why (issue 26) until a new one is sent.
    expect(await verify(clock, "login", to, code)).toBe("locked");
    clock.advance(OTP_RESEND_COOLDOWN_MS);
    const fresh = await issue(clock, "login", to);
    expect(await verify(clock, "login", to, fresh.code)).toBe("ok");
    expect(await verify(clock, "login", to, fresh.code)).toBe("missing");
  });

  it("refuse a resend inside the cooldown and retire the old code on a resend", async () => {
    const clock = testClock();
    const to = dest();
    const first = await issue(clock, "login", to);
    await expect(issue(clock, "login", to)).rejects.toMatchObject({
      status: 429,
      retryAfterS: OTP_RESEND_COOLDOWN_MS / 1000,
    });
    clock.advance(OTP_RESEND_COOLDOWN_MS);
    const second = await issue(clock, "login", to);
    if (first.code !== second.code) {
      expect(await verify(clock, "login", to, first.code)).toBe("invalid");
    }
    expect(await verify(clock, "login", to, second.code)).toBe("ok");
  });

  it("can be kept verified for registration and consumed once within 30 minutes", async () => {
    const clock = testClock();
    const to = dest();
    const { code } = await issue(clock, "register", to);
    expect(
      await consumeVerifiedOtp(t.db, { purpose: "register", destination: to, now: clock.now() }),
    ).toBe(false);
    expect(
      await verifyOtp(t.db, {
        purpose: "register",
        destination: to,
        code,
        now: clock.now(),
        keep: true,
      }),
    ).toBe("ok");
    clock.advance(29 * 60 * 1000);
    expect(
      await consumeVerifiedOtp(t.db, { purpose: "register", destination: to, now: clock.now() }),
    ).toBe(true);
    expect(
      await consumeVerifiedOtp(t.db, { purpose: "register", destination: to, now: clock.now() }),
    ).toBe(false);
  });
});

describe("OTP delivery and limits", () => {
  it("sends the code to the outbox, by e-mail too when asked", async () => {
    const deps = await testAuthDeps(t.db);
    const to = { kind: "mobile" as const, countryCode: "+971", mobile: "501234567" };
    await sendOtp(t.db, deps, {
      purpose: "login_or_signup",
      to,
      ip: "10.0.0.1",
      mobileChannel: "whatsapp",
      alsoEmail: "dad@example.com",
    });
    const code = await lastOtpSentTo(t.db, "+971501234567");
    expect(await lastOtpSentTo(t.db, "dad@example.com")).toBe(code);
    expect(
      await checkOtp(t.db, deps, {
        purpose: "login_or_signup",
        destination: "+971501234567",
        code,
        ip: "10.0.0.1",
      }),
    ).toBe("ok");
  });

  it("makes one client wait after five sends to a destination; everyone together after ten", async () => {
    // Issue 43.4: step-up cooldowns per destination and client, and per destination (shown waits).
    const deps = await testAuthDeps(t.db);
    const to = { kind: "mobile" as const, countryCode: "+91", mobile: "9555500001" };
    const send = async (ip: string) => {
      deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
      return statusOf(sendOtp(t.db, deps, { purpose: "login", to, ip }));
    };
    const one = [];
    for (let i = 0; i < 6; i++) one.push(await send("10.1.0.1"));
    expect(one).toEqual(["ok", "ok", "ok", "ok", "ok", 429]);
    const many = [];
    for (let i = 0; i < 6; i++) many.push(await send(`10.1.1.${i}`));
    expect(many).toEqual(["ok", "ok", "ok", "ok", "ok", 429]);
  });

  it("stops one address guessing across fresh codes: after five failed checks the next is 429", async () => {
    const deps = await testAuthDeps(t.db);
    const destination = "+919555500002";
    const check = (ip: string) =>
      statusOf(checkOtp(t.db, deps, { purpose: "login", destination, code: "000000", ip }));
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await check("10.2.0.1"));
    expect(statuses).toEqual(["ok", "ok", "ok", "ok", "ok", 429]);
    // Another address is not held back by the first one's failures.
    expect(await check("10.2.0.2")).toBe("ok");
  });
});

describe("OTP delivery with partly configured providers", () => {
  it("still succeeds when only the e-mail copy fails, and records that failure", async () => {
    const base = await testAuthDeps(t.db);
    const transports = { sms: { name: "fake-sms", async send() {} } };
    const queue = await createTestQueue(t, { transports });
    onTestFinished(() => queue.stop());
    const deps = { ...base, messenger: createMessenger(t.db, transports, queue) };
    const to = { kind: "mobile" as const, countryCode: "+44", mobile: "7700900123" };
    await sendOtp(t.db, deps, {
      purpose: "login",
      to,
      ip: "10.3.0.1",
      alsoEmail: "mum@example.com",
    });
    expect(await lastOtpSentTo(t.db, "+447700900123")).toMatch(/^\d{6}$/);
    const [copy] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, "mum@example.com"));
    expect(copy).toMatchObject({ channel: "email", status: "failed" });
    // The SMS waits for the queue, marked as an OTP that retention blanks once it has expired.
    const [sms] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, "+447700900123"));
    expect(sms).toMatchObject({
      status: "queued",
      kind: "otp",
      redactAfter: new Date(base.now().getTime() + OTP_TTL_MS),
    });
    expect(await queue.drain()).toEqual({ completed: 1, failed: 0 });
  });
});
