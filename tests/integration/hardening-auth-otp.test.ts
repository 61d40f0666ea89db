import { beforeAll, describe, expect, it } from "vitest";
import { POST as otpLogin } from "@/app/(api)/ng-api/v1/otpLogin/route";
import { POST as sendOTP } from "@/app/(api)/ng-api/v1/sendOTP/route";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import { FAILURE_RULES } from "@/lib/ratelimit/rules";
import { endCooldowns as endCooldownsOf, lastOtpSentTo, wrongCode } from "../support/auth-deps";
import { makeUser } from "../support/factories";
import { accountsTestContext, callV1, freshIp } from "../support/legacy-client";

// Issue 43, finding 4: 6 anonymous requests in 0.1 s blocked a mobile's OTP login for an hour, and
// 5 wrong guesses from anywhere killed the owner's live code. Limits now count per destination and
// client; what strangers can do to a destination is a short cooldown that is shown, never a lock.

const ctx = accountsTestContext();

let n = 0;
async function owner() {
  n++;
  const mobile = String(9700000000 + n);
  await makeUser(ctx.db, { role: "student", email: `otp-owner${n}@example.com`, mobile });
  return { mobile, destination: `+91${mobile}` };
}

const send = (mobile: string, ip: string) =>
  callV1(sendOTP, "sendOTP", { engagement_id: 9, cust_id: mobile }, { ip });
const enter = (mobile: string, code: string, ip: string) =>
  callV1(otpLogin, "otpLogin", { engagement_id: 9, cust_id: mobile, cust_otp: code }, { ip });

const endCooldowns = () => endCooldownsOf(ctx.db);

beforeAll(() => endCooldowns());

describe("a stranger asking for codes", () => {
  it("6 sends in a burst do not keep the owner from getting a code", async () => {
    const o = await owner();
    const stranger = freshIp();
    await Promise.all(Array.from({ length: 6 }, () => send(o.mobile, stranger)));
    // Past the resend gap (30 s per destination), the owner asks from their own phone.
    ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const home = freshIp();
    const asked = await send(o.mobile, home);
    expect(asked.status).toBe(200);
    expect(asked.body.status).toBe("success");
    const code = await lastOtpSentTo(ctx.db, o.destination);
    expect((await enter(o.mobile, code, home)).body.login).toBe("true");
  });

  it("from many addresses, meet a cooldown of minutes that says how long, not an hour's lock", async () => {
    const o = await owner();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 30 && !refused; i++) {
      ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
      const res = await send(o.mobile, freshIp());
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 200).length).toBe(
      FAILURE_RULES.otpSendsPerDestination.free,
    );
    expect(refused!.body.retryAfter).toBeLessThanOrEqual(
      FAILURE_RULES.otpSendsPerDestination.maxWaitS,
    );
    expect(refused!.body.message).toMatch(/Please try again in \d+ (second|minute)s?\./);
  });
});

describe("a stranger guessing the owner's code", () => {
  it("from one client: the owner's live code survives any number of wrong guesses", async () => {
    const o = await owner();
    const home = freshIp();
    expect((await send(o.mobile, home)).body.status).toBe("success");
    const code = await lastOtpSentTo(ctx.db, o.destination);
    const stranger = freshIp();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) await enter(o.mobile, wrongCode(code), stranger);
      await endCooldowns();
    }
    const res = await enter(o.mobile, code, home);
    expect(res.body.login).toBe("true");
  });

  it("from many clients: guesses overall stay bounded (a cooldown for the number), the code lives on", async () => {
    const o = await owner();
    const home = freshIp();
    await send(o.mobile, home);
    const code = await lastOtpSentTo(ctx.db, o.destination);
    const { free } = FAILURE_RULES.otpFailuresPerIdentifier;
    const answers = await Promise.all(
      Array.from({ length: free + 10 }, () => enter(o.mobile, wrongCode(code), freshIp())),
    );
    // Exactly the free guesses were checked; the rest were refused before any check.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(free);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    // The owner meets the cooldown (with its wait), then the same code still logs in.
    const waiting = await enter(o.mobile, code, home);
    expect(waiting.status).toBe(429);
    expect(waiting.body.retryAfter).toBeGreaterThan(0);
    await endCooldowns();
    expect((await enter(o.mobile, code, home)).body.login).toBe("true");
  });
});
