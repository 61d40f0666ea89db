import { beforeAll, describe, expect, it } from "vitest";
import { POST as otpLogin } from "@/app/(api)/ng-api/v1/otpLogin/route";
import { POST as passwordLogin } from "@/app/(api)/ng-api/v1/passwordLogin/route";
import { POST as sendOTP } from "@/app/(api)/ng-api/v1/sendOTP/route";
import { withinLoginBudget } from "@/lib/auth/login-budget";
import { LOGIN_MESSAGES } from "@/lib/auth/messages";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import { hashPassword } from "@/lib/auth/password";
import { RateLimitedError } from "@/lib/ratelimit/rate-limited";
import { FAILURE_RULES } from "@/lib/ratelimit/rules";
import { endCooldowns as endCooldownsOf, lastOtpSentTo } from "../support/auth-deps";
import { makeUser } from "../support/factories";
import { accountsTestContext, callV1, freshIp } from "../support/legacy-client";

// Pen test issue 12, finding 4: ~25 anonymous requests an hour kept any account out of both its
// password and its OTP login. Only failures may count, per identifier and client address, with a
// cooldown that grows and says how long, so a stranger elsewhere can never lock the owner out.

const ctx = accountsTestContext();

let n = 0;
/** A student with a password, a mobile and an e-mail of their own. */
async function owner() {
  n++;
  const mobile = String(9600000000 + n);
  await makeUser(ctx.db, {
    role: "student",
    email: `owner${n}@example.com`,
    mobile,
    passwordHash: await hashPassword("Right#123"),
  });
  return { email: `owner${n}@example.com`, mobile, destination: `+91${mobile}` };
}

const password = (custId: string, pass: string, ip: string) =>
  callV1(
    passwordLogin,
    "passwordLogin",
    { engagement_id: 9, cust_id: custId, cust_password: pass },
    { ip },
  );

const enterCode = (custId: string, code: string, ip: string) =>
  callV1(otpLogin, "otpLogin", { engagement_id: 9, cust_id: custId, cust_otp: code }, { ip });

async function sendCode(custId: string, ip: string) {
  ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
  return callV1(sendOTP, "sendOTP", { engagement_id: 9, cust_id: custId }, { ip });
}

const endCooldowns = () => endCooldownsOf(ctx.db);

beforeAll(() => endCooldowns());

describe("a stranger cannot lock the owner out", () => {
  it("25 wrong passwords from one address; the right password from another logs in", async () => {
    const o = await owner();
    const stranger = freshIp();
    for (let i = 0; i < 25; i++) {
      const res = await password(o.email, `guess-${i}`, stranger);
      expect(res.body.login).not.toBe("true");
    }
    const home = await password(o.email, "Right#123", freshIp());
    expect(home.status).toBe(200);
    expect(home.body.login).toBe("true");
    expect(home.sessionToken).toBeTruthy();
  });

  it("25 wrong codes from one address; the right code from another logs in", async () => {
    const o = await owner();
    const stranger = freshIp();
    for (let i = 0; i < 25; i++) {
      const res = await enterCode(o.mobile, String(100000 + i), stranger);
      expect(res.body.login).not.toBe("true");
    }
    const home = freshIp();
    expect((await sendCode(o.mobile, home)).body.login).toBe("true");
    const code = await lastOtpSentTo(ctx.db, o.destination);
    const res = await enterCode(o.mobile, code, home);
    expect(res.status).toBe(200);
    expect(res.body.login).toBe("true");
  });

  it("the password still logs in while the sends of codes to the mobile are used up", async () => {
    const o = await owner();
    // Issue 43.4: strangers from many addresses only start a cooldown of the destination's sends.
    const statuses = [];
    const { free } = FAILURE_RULES.otpSendsPerDestination;
    for (let i = 0; i <= free; i++) statuses.push((await sendCode(o.mobile, freshIp())).status);
    expect(statuses).toEqual([...Array<number>(free).fill(200), 429]);
    expect((await password(o.mobile, "Right#123", freshIp())).body.login).toBe("true");
  });
});

describe("one client failing again and again", () => {
  it("waits a cooldown that grows (30 s, 1 min, 2 min) and is told how long, even with the right password", async () => {
    const o = await owner();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await password(o.email, `wrong-${i}`, ip);
      expect(res.body).toMatchObject({
        login: "failed",
        status_msg: LOGIN_MESSAGES.invalidCredentials,
      });
    }
    const waits: [number, string, string | null][] = [];
    for (let step = 0; step < 3; step++) {
      const refused = await password(o.email, "Right#123", ip);
      expect(refused.status).toBe(429);
      expect(refused.setCookies).toEqual([]);
      expect(refused.body).toMatchObject({ status: "error", responseCode: 429 });
      waits.push([refused.body.retryAfter, refused.body.message, refused.retryAfterHeader]);
      await endCooldowns();
      expect((await password(o.email, `still-wrong-${step}`, ip)).body.login).toBe("failed");
    }
    expect(waits).toEqual([
      [30, "Too many failed attempts. Please try again in 30 seconds.", "30"],
      [60, "Too many failed attempts. Please try again in 1 minute.", "60"],
      [120, "Too many failed attempts. Please try again in 2 minutes.", "120"],
    ]);
  });

  it("a success costs nothing and forgets that client's failures", async () => {
    const o = await owner();
    const ip = freshIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await password(o.email, `typo-${i}`, ip)).body.login).toBe("failed");
      }
      expect((await password(o.email, "Right#123", ip)).body.login).toBe("true");
    }
  });

  it("is refused alike for an identifier with no account, so a 429 reveals nothing", async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await password("ghost@example.com", "x", ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("guessing codes gets the same cooldown, with the wait", async () => {
    const o = await owner();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await enterCode(o.mobile, String(200000 + i), ip)).body.login).toBe("failed");
    }
    const refused = await enterCode(o.mobile, "123456", ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ retryAfter: 30, responseCode: 429 });
    expect(refused.retryAfterHeader).toBe("30");
  });
});

describe("the looser budgets", () => {
  const fails = async () => ({ ok: false });
  const attempt = (identifier: string, ip: string) =>
    withinLoginBudget(ctx.deps.limiter, { kind: "password", identifier, ip }, fails, (r) => r.ok)
      .then(() => "tried" as const)
      .catch((error: unknown) => {
        if (error instanceof RateLimitedError) return error.retryAfterS;
        throw error;
      });

  it("one address failing on many accounts is cooled down after 50 failures", async () => {
    const ip = freshIp();
    const { free } = FAILURE_RULES.passwordFailuresPerIp;
    for (let i = 0; i < free; i++) expect(await attempt(`spray${i}@example.com`, ip)).toBe("tried");
    expect(await attempt("spray-next@example.com", ip)).toBe(30);
  });

  it("one account failing from many addresses is only slowed down, for a minute at most", async () => {
    const { free, maxWaitS } = FAILURE_RULES.passwordFailuresPerIdentifier;
    for (let i = 0; i < free; i++)
      expect(await attempt("botnet@example.com", freshIp())).toBe("tried");
    const waits = [];
    for (let i = 0; i < 6; i++) {
      waits.push(await attempt("botnet@example.com", freshIp()));
      await endCooldowns();
      await attempt("botnet@example.com", freshIp());
    }
    expect(waits).toEqual([5, 10, 20, 40, maxWaitS, maxWaitS]);
  });
});
