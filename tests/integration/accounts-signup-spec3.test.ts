import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as registerStudent } from "@/app/(api)/registerStudent/route";
import { POST as sendOtpForRegister } from "@/app/(api)/send-otp-for-register/route";
import { POST as verifyOtpForRegister } from "@/app/(api)/verify-otp-for-register/route";
import { users } from "@/db/schema";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import {
  registerStudentResponse,
  sendOtpForRegisterResponse,
  verifyOtpForRegisterResponse,
} from "@/lib/auth/signup/legacy-schemas";
import { randomScore } from "@/lib/auth/signup/random-score";
import { SIGNUP_MESSAGES as M } from "@/lib/auth/signup/messages";
import { lastOtpSentTo, outboxTo, wrongCode } from "../support/auth-deps";
import { makeCountry, makeUser } from "../support/factories";
import {
  postJson,
  sessionFromResponse,
  studentsWithMobile,
  accountsTestContext,
} from "../support/legacy-client";

const ctx = accountsTestContext();

let numberCounter = 0;
const freshMobile = () => String(9_600_000_000 + ++numberCounter);

const register = (body: unknown, headers?: Record<string, string>) =>
  postJson(registerStudent, "/registerStudent", body, headers);
const sendCode = (body: unknown) => postJson(sendOtpForRegister, "/send-otp-for-register", body);
const verifyCode = (body: unknown) =>
  postJson(verifyOtpForRegister, "/verify-otp-for-register", body);

describe("POST /registerStudent", () => {
  it("sends a code, sends it again, then registers the student with the right one", async () => {
    const mobile = freshMobile();
    const form = { name: "Aarav  Mehta", mobile: `+91${mobile}`, age: "8" };

    const first = await register(form);
    expect(first.status).toBe(200);
    expect(registerStudentResponse.parse(await first.json())).toEqual({
      status: true,
      action_type: "otp_sent",
      message: M.signupOtpSent,
    });
    expect(await sessionFromResponse(first)).toBeNull();
    const sent = await outboxTo(ctx.db, `+91${mobile}`);
    expect(sent.map((m) => m.channel)).toEqual(["sms"]);
    const firstCode = await lastOtpSentTo(ctx.db, `+91${mobile}`);

    ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const again = await register({ ...form, action_type: "resend", otp: firstCode });
    expect(await again.json()).toEqual({
      status: true,
      action_type: "otp_resent",
      message: M.signupOtpResent,
    });
    expect(await sessionFromResponse(again)).toBeNull();
    const code = await lastOtpSentTo(ctx.db, `+91${mobile}`);

    const wrong = await register({ ...form, otp: wrongCode(code) });
    expect(registerStudentResponse.parse(await wrong.json())).toEqual({
      status: false,
      message: M.signupOtp,
    });
    expect(await sessionFromResponse(wrong)).toBeNull();
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(0);

    const done = await register({ ...form, otp: code });
    expect(await done.json()).toEqual({
      status: true,
      action_type: "register",
      message: M.signupRegistered,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({
      role: "student",
      firstName: "Aarav",
      lastName: "Mehta",
      age: 8,
      countryCode: "+91",
      mobileVerifiedAt: ctx.deps.now(),
    });
    expect(await sessionFromResponse(done)).toMatchObject({
      uid: row!.id,
      role: "student",
      prefix: "st",
    });
  });

  it("logs an existing student in with the right code, without a new account", async () => {
    const mobile = freshMobile();
    const student = await makeUser(ctx.db, { mobile, firstName: "Old", age: 10 });
    const form = { name: "New Name", mobile: `+91${mobile}`, age: 5 };
    await register(form);
    const res = await register({ ...form, otp: await lastOtpSentTo(ctx.db, `+91${mobile}`) });
    expect(await res.json()).toEqual({
      status: true,
      action_type: "login",
      message: M.signupLoggedIn,
    });
    expect(await sessionFromResponse(res)).toMatchObject({ uid: student.id });
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(1);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({ firstName: "Old", age: 10 });
  });

  it("refuses a deactivated student", async () => {
    const mobile = freshMobile();
    await makeUser(ctx.db, { mobile, isActive: false });
    const res = await register({ name: "X", mobile: `+91${mobile}`, age: 5 });
    expect(await res.json()).toEqual({ status: false, message: M.notActive });
  });

  it("also e-mails the code to a +971 number whose account has an address", async () => {
    await makeCountry(ctx.db, { name: "United Arab Emirates", iso2: "AE", dialCode: "+971" });
    await makeUser(ctx.db, { countryCode: "+971", mobile: "501234567", email: "gulf@example.com" });
    const res = await register({ name: "Gulf", mobile: "+971 50 123 4567", age: 9 });
    expect((await res.json()).action_type).toBe("otp_sent");
    const code = await lastOtpSentTo(ctx.db, "+971501234567");
    expect(await lastOtpSentTo(ctx.db, "gulf@example.com")).toBe(code);
  });

  it("files a new number under its known dial code (+971, not the 3-character +97)", async () => {
    await makeCountry(ctx.db, { name: "Emirates again", iso2: "ZE", dialCode: "+971" });
    const form = { name: "Noor", mobile: "+971509998887", age: 9 };
    await register(form);
    const res = await register({ ...form, otp: await lastOtpSentTo(ctx.db, "+971509998887") });
    expect((await res.json()).action_type).toBe("register");
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, "509998887"));
    expect(row).toMatchObject({ countryCode: "+971", firstName: "Noor" });
  });

  it.each([
    [{ name: "", mobile: "+919876543210", age: 5 }, "name", M.signupNameRequired],
    [{ mobile: "+919876543210", age: 5 }, "name", M.signupNameRequired],
    [{ name: "A", mobile: "+91987654321", age: 5 }, "mobile", M.signupMobile],
    [{ name: "A", mobile: "9876543210", age: 5 }, "mobile", M.signupMobile],
    [{ name: "A", mobile: "+91987654321a", age: 5 }, "mobile", M.signupMobile],
    [{ name: "A", age: 5 }, "mobile", M.signupMobile],
    [{ name: "A", mobile: "+919876543210", age: 1 }, "age", M.signupAgeInvalid],
    [{ name: "A", mobile: "+919876543210", age: "" }, "age", M.signupAgeInvalid],
    [{ name: "A", mobile: "+919876543210", age: "x" }, "age", M.signupAgeInvalid],
    [{ name: "A", mobile: "+919876543210", age: 5, otp: "12345" }, "otp", M.signupOtp],
    [{ name: "A", mobile: "+919876543210", age: 5, otp: "1234567" }, "otp", M.signupOtp],
  ])("answers 400 to %j", async (body, field, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    expect(await sessionFromResponse(res)).toBeNull();
  });

  it("accepts age 2, the youngest the rule allows", async () => {
    const res = await register({ name: "Tiny", mobile: `+91${freshMobile()}`, age: 2 });
    expect((await res.json()).status).toBe(true);
  });
});

describe("POST /send-otp-for-register", () => {
  it("sends the code by SMS", async () => {
    const mobile = freshMobile();
    const res = await sendCode({ name: "Ira", mobile: `+91${mobile}` });
    expect(sendOtpForRegisterResponse.parse(await res.json())).toEqual({
      sendOTP: "true",
      message: M.signupOtpSent,
    });
    expect(await lastOtpSentTo(ctx.db, `+91${mobile}`)).toMatch(/^\d{6}$/);
  });

  it("answers sendOTP false for a deactivated student", async () => {
    const mobile = freshMobile();
    await makeUser(ctx.db, { mobile, isActive: false });
    const res = await sendCode({ name: "Ira", mobile: `+91${mobile}` });
    expect(await res.json()).toEqual({ sendOTP: "false", message: M.notActive });
  });

  it("checks the name and the mobile", async () => {
    const res = await sendCode({ name: " ", mobile: "+9112345" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      name: M.signupNameRequired,
      mobile: M.signupMobile,
    });
  });
});

describe("POST /verify-otp-for-register", () => {
  it("creates the account for a new number and logs it in", async () => {
    const mobile = freshMobile();
    await sendCode({ name: "Meera Rao", mobile: `+91${mobile}` });
    const otp = await lastOtpSentTo(ctx.db, `+91${mobile}`);
    const res = await verifyCode({ name: "Meera Rao", mobile: `+91${mobile}`, age: "6", otp });
    expect(res.status).toBe(200);
    const body = verifyOtpForRegisterResponse.parse(await res.json());
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(body).toEqual({
      login: "true",
      show_entity: "false",
      random_score: randomScore(row!.id, true),
      prefix: "st",
    });
    expect(row).toMatchObject({ firstName: "Meera", lastName: "Rao", age: 6, role: "student" });
    expect(row!.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(await sessionFromResponse(res)).toMatchObject({ uid: row!.id, role: "student" });
  });

  it("logs an existing student in", async () => {
    const mobile = freshMobile();
    const student = await makeUser(ctx.db, { mobile });
    await sendCode({ name: "Any", mobile: `+91${mobile}` });
    const otp = await lastOtpSentTo(ctx.db, `+91${mobile}`);
    const res = await verifyCode({ name: "Any", mobile: `+91${mobile}`, age: 7, otp });
    expect(await res.clone().json()).toMatchObject({ login: "true", random_score: 0 });
    expect(await sessionFromResponse(res)).toMatchObject({ uid: student.id });
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(1);
  });

  it("sends some new accounts to /thank_you_random: random_score above 0 (half, by account)", async () => {
    const scores: number[] = [];
    for (let i = 0; i < 6; i++) {
      const mobile = freshMobile();
      await sendCode({ name: "New Kid", mobile: `+91${mobile}` });
      const otp = await lastOtpSentTo(ctx.db, `+91${mobile}`);
      const res = await verifyCode({ name: "New Kid", mobile: `+91${mobile}`, age: 7, otp });
      scores.push((await res.json()).random_score);
    }
    expect(scores.some((s) => s > 0)).toBe(true);
    expect(scores.some((s) => s === 0)).toBe(true);
  });

  it("refuses a wrong code: login failed, no session, no account", async () => {
    const mobile = freshMobile();
    await sendCode({ name: "Any", mobile: `+91${mobile}` });
    const otp = wrongCode(await lastOtpSentTo(ctx.db, `+91${mobile}`));
    const res = await verifyCode({ name: "Any", mobile: `+91${mobile}`, age: 7, otp });
    expect(verifyOtpForRegisterResponse.parse(await res.json())).toEqual({
      login: "failed",
      show_entity: "false",
      status_msg: M.signupOtp,
    });
    expect(await sessionFromResponse(res)).toBeNull();
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(0);
  });

  it("needs the code (400)", async () => {
    const res = await verifyCode({ name: "Any", mobile: `+91${freshMobile()}`, age: 7 });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ otp: M.signupOtp });
  });

  it("takes a code sent by registerStudent: one signup service behind both calls", async () => {
    const mobile = freshMobile();
    await register({ name: "Shared", mobile: `+91${mobile}`, age: 4 });
    const otp = await lastOtpSentTo(ctx.db, `+91${mobile}`);
    const res = await verifyCode({ name: "Shared", mobile: `+91${mobile}`, age: 4, otp });
    expect((await res.json()).login).toBe("true");
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(1);
  });
});
