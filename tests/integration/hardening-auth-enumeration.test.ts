import { describe, expect, it } from "vitest";
import { POST as otpLogin } from "@/app/(api)/ng-api/v1/otpLogin/route";
import { POST as passwordLogin } from "@/app/(api)/ng-api/v1/passwordLogin/route";
import { POST as sendOTP } from "@/app/(api)/ng-api/v1/sendOTP/route";
import { hashPassword } from "@/lib/auth/password";
import { makeUser } from "../support/factories";
import { accountsTestContext, callV1, freshIp } from "../support/legacy-client";

// Issue 43, finding 13: password login and OTP send answered in other words when no account had
// the identifier ('Invalid User Credentilas.' / login no_user against 'Incorrect password !!!';
// 'Invalid user!!!' against 'OTP has been sent…'). Every answer a stranger can get without the
// password or the code is now the same whether the account exists or not.

const ctx = accountsTestContext();

let n = 0;
async function accounts() {
  n++;
  const hash = await hashPassword("Right#123");
  const email = `enum${n}@example.com`;
  await makeUser(ctx.db, { role: "student", email, passwordHash: hash });
  const sleepy = `sleepy${n}@example.com`;
  await makeUser(ctx.db, { role: "student", email: sleepy, passwordHash: hash, isActive: false });
  const shared = String(9822200000 + n);
  await makeUser(ctx.db, { role: "student", mobile: shared, passwordHash: hash });
  await makeUser(ctx.db, { role: "student", mobile: shared, passwordHash: hash });
  const mobile = String(9833300000 + n);
  await makeUser(ctx.db, { role: "teacher", mobile, passwordHash: hash });
  return { email, sleepy, shared, mobile };
}

const password = (custId: string, engagement = 9) =>
  callV1(
    passwordLogin,
    "passwordLogin",
    { engagement_id: engagement, cust_id: custId, cust_password: "Wrong#999" },
    { ip: freshIp() },
  );

describe("password login", () => {
  it("answers a wrong password the same for an existing, a missing, a shared and a deactivated account", async () => {
    const a = await accounts();
    const answers = await Promise.all([
      password(a.email),
      password("nobody-here@example.com"),
      password(a.shared),
      password(a.sleepy),
      password("9899999999"),
    ]);
    const [first, ...rest] = answers.map((r) => ({ status: r.status, body: r.body }));
    expect(first).toEqual({
      status: 200,
      body: { login: "failed", show_entity: "false", status_msg: "Invalid User Credentilas." },
    });
    for (const other of rest) expect(other).toEqual(first);
  });

  it("still tells the owner of a deactivated account, once the password is right", async () => {
    const a = await accounts();
    const res = await callV1(
      passwordLogin,
      "passwordLogin",
      { engagement_id: 9, cust_id: a.sleepy, cust_password: "Right#123" },
      { ip: freshIp() },
    );
    expect(res.body.login).toBe("not_active");
  });
});

describe("OTP send and the code that follows", () => {
  const send = (custId: string, ip: string, engagement = 9) =>
    callV1(sendOTP, "sendOTP", { engagement_id: engagement, cust_id: custId }, { ip });

  it("answers the same for an existing, a missing and a deactivated account, and for a resend", async () => {
    const a = await accounts();
    // Everything but the request's own id.
    const shape = (r: Awaited<ReturnType<typeof send>>) => {
      const { requestId: _id, ...body } = r.body as Record<string, unknown>;
      return { status: r.status, body };
    };
    const ip = freshIp();
    const firsts = [
      shape(await send(a.email, ip)),
      shape(await send("nobody-here@example.com", ip)),
      shape(await send(a.sleepy, ip)),
    ];
    expect(firsts[0]!.body.login).toBe("true");
    expect(firsts[1]).toEqual(firsts[0]);
    expect(firsts[2]).toEqual(firsts[0]);
    // A teacher's mobile and a number nobody has (spec 2's 'Mobile Number Not Registered').
    const teachers = [shape(await send(a.mobile, ip, 7)), shape(await send("9844400000", ip, 7))];
    expect(teachers[1]).toEqual(teachers[0]);
    // Asked again at once: both wait the same resend gap.
    const again = [
      shape(await send(a.email, ip)),
      shape(await send("nobody-here@example.com", ip)),
    ];
    expect(again[0]!.status).toBe(429);
    expect(again[1]).toEqual(again[0]);
  });

  it("answers a wrong code the same whether a code went out or no account exists", async () => {
    const a = await accounts();
    const ip = freshIp();
    ctx.deps.clock.advance(60_000);
    await send(a.email, ip);
    await send("nobody-else@example.com", ip);
    const enter = (custId: string) =>
      callV1(
        otpLogin,
        "otpLogin",
        { engagement_id: 9, cust_id: custId, cust_otp: "000000" },
        { ip: freshIp() },
      );
    const [known, unknown] = [await enter(a.email), await enter("nobody-else@example.com")];
    expect(known.body.login).toBe("failed");
    expect(unknown.body).toEqual(known.body);
  });
});
