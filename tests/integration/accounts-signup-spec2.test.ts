import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as checkUniqueEmail } from "@/app/(api)/check-user-unique-email/route";
import { POST as otpLoginOrSignup } from "@/app/(api)/ng-api/v1/otpLoginOrSignup/route";
import { POST as sendOtpForLoginOrSignup } from "@/app/(api)/ng-api/v1/sendOTPForLoginORSignup/route";
import { POST as submitUserData } from "@/app/(api)/ng-api/v1/submitUserData/route";
import { POST as submitUserWhatsappMobile } from "@/app/(api)/ng-api/v1/submitUserWhatsappMobile/route";
import { users } from "@/db/schema";
import { OTP_RESEND_COOLDOWN_MS } from "@/lib/auth/otp";
import type { Role } from "@/lib/auth/roles";
import {
  checkUserUniqueEmailResponse,
  otpLoginOrSignupResponse,
  sendOtpForLoginOrSignupResponse,
  submitUserDataResponse,
  submitUserWhatsappMobileResponse,
} from "@/lib/auth/signup/legacy-schemas";
import { SIGNUP_MESSAGES as M } from "@/lib/auth/signup/messages";
import { loginOrCreateStudent } from "@/lib/auth/signup/student-account";
import { lastOtpSentTo, outboxTo, wrongCode } from "../support/auth-deps";
import { makeUser } from "../support/factories";
import {
  cookieHeaderFor,
  postJson,
  sessionFromResponse,
  studentsWithMobile,
  accountsTestContext,
} from "../support/legacy-client";

// Referral codes are random; a test can queue the next ones to force a clash.
const referralCodes = vi.hoisted(() => ({ queue: [] as string[] }));
vi.mock("@/lib/auth/signup/referral-code", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/signup/referral-code")>();
  return {
    ...real,
    generateReferralCode: () => referralCodes.queue.shift() ?? real.generateReferralCode(),
  };
});

const ctx = accountsTestContext();

let numberCounter = 0;
/** A fresh Indian mobile number for each test. */
const freshMobile = () => String(9_700_000_000 + ++numberCounter);

const V1 = "/ng-api/v1/";
const sendOtp = (body: unknown, headers?: Record<string, string>) =>
  postJson(sendOtpForLoginOrSignup, `${V1}sendOTPForLoginORSignup`, body, headers);
const verify = (body: unknown, headers?: Record<string, string>) =>
  postJson(otpLoginOrSignup, `${V1}otpLoginOrSignup`, body, headers);

/** Sends a code to a mobile, then answers it: the login-or-signup of spec 2 from start to end. */
async function loginByMobile(mobile: string, extra: Record<string, unknown> = {}, code = "+91") {
  const sent = await sendOtp({
    type: "mobile",
    cust_id: mobile,
    country_code: code,
    engagement_id: 9,
  });
  expect(sent.status).toBe(200);
  const otp = await lastOtpSentTo(ctx.db, `${code}${mobile}`);
  ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
  return verify({ type: "mobile", cust_id: mobile, country_code: code, cust_otp: otp, ...extra });
}

async function loginByEmail(email: string, extra: Record<string, unknown> = {}) {
  const sent = await sendOtp({ type: "email", cust_id: email, engagement_id: 9 });
  expect(sent.status).toBe(200);
  const otp = await lastOtpSentTo(ctx.db, email.toLowerCase());
  return verify({ type: "email", cust_id: email, cust_otp: otp, ...extra });
}

describe("POST /ng-api/v1/sendOTPForLoginORSignup", () => {
  it("sends the code to a number by WhatsApp", async () => {
    const mobile = freshMobile();
    const res = await sendOtp({
      type: "mobile",
      cust_id: mobile,
      country_code: "+91",
      engagement_id: 9,
    });
    expect(res.status).toBe(200);
    const body = sendOtpForLoginOrSignupResponse.parse(await res.json());
    expect(body).toEqual({ status: true, action: "otp_sent", message: M.otpSentWhatsapp });
    const sent = await outboxTo(ctx.db, `+91${mobile}`);
    expect(sent.map((m) => m.channel)).toEqual(["whatsapp"]);
    expect(await lastOtpSentTo(ctx.db, `+91${mobile}`)).toMatch(/^\d{6}$/);
    expect(await sessionFromResponse(res)).toBeNull();
  });

  it("sends the code to an address by e-mail", async () => {
    const res = await sendOtp({
      type: "email",
      cust_id: "New.Parent@Example.com",
      engagement_id: "9",
    });
    expect(await res.json()).toEqual({ status: true, action: "otp_sent", message: M.otpSentEmail });
    const sent = await outboxTo(ctx.db, "new.parent@example.com");
    expect(sent.map((m) => m.channel)).toEqual(["email"]);
  });

  it("also e-mails a +971 number whose student account has an address", async () => {
    await makeUser(ctx.db, {
      countryCode: "+971",
      mobile: "501234567",
      email: "dubai@example.com",
    });
    const res = await sendOtp({ type: "mobile", cust_id: "501234567", country_code: "+971" });
    expect(await res.json()).toEqual({
      status: true,
      action: "otp_sent",
      message: M.otpSentWhatsappAndEmail,
    });
    const code = await lastOtpSentTo(ctx.db, "+971501234567");
    expect(await lastOtpSentTo(ctx.db, "dubai@example.com")).toBe(code);
  });

  it("does not e-mail a +91 number, nor a +971 number without an account", async () => {
    const mobile = freshMobile();
    await makeUser(ctx.db, { mobile, email: "india@example.com" });
    expect(
      await (await sendOtp({ type: "mobile", cust_id: mobile, country_code: "91" })).json(),
    ).toEqual({ status: true, action: "otp_sent", message: M.otpSentWhatsapp });
    expect(await outboxTo(ctx.db, "india@example.com")).toEqual([]);
    const res = await sendOtp({ type: "mobile", cust_id: "509999999", country_code: "+971" });
    expect((await res.json()).message).toBe(M.otpSentWhatsapp);
  });

  it("refuses a number whose student accounts are all deactivated", async () => {
    const mobile = freshMobile();
    await makeUser(ctx.db, { mobile, isActive: false });
    const res = await sendOtp({ type: "mobile", cust_id: mobile, country_code: "+91" });
    expect(res.status).toBe(200);
    expect(sendOtpForLoginOrSignupResponse.parse(await res.json())).toEqual({
      status: false,
      message: M.notActive,
    });
    expect(await outboxTo(ctx.db, `+91${mobile}`)).toEqual([]);
  });

  it.each([
    [
      "no country code",
      { cust_id: "9876543210", country_code: "" },
      "country_code",
      M.countryCodeRequired,
    ],
    ["no number", { cust_id: "", country_code: "+91" }, "cust_id", M.whatsappRequired],
    ["only spaces", { cust_id: "   ", country_code: "+91" }, "cust_id", M.whatsappRequired],
    [
      "a space inside",
      { cust_id: "98765 43210", country_code: "+91" },
      "cust_id",
      M.whatsappInvalid,
    ],
    ["letters", { cust_id: "98765abcde", country_code: "+91" }, "cust_id", M.whatsappInvalid],
    [
      "a plus sign",
      { cust_id: "+919876543210", country_code: "+91" },
      "cust_id",
      M.whatsappInvalid,
    ],
    ["4 digits", { cust_id: "9876", country_code: "+9712" }, "cust_id", M.whatsappInvalid],
    [
      "8 digits in India",
      { cust_id: "98765432", country_code: "+91" },
      "cust_id",
      M.whatsappInvalid,
    ],
    ["13 digits", { cust_id: "9876543210123", country_code: "+91" }, "cust_id", M.whatsappInvalid],
    [
      "9 digits with the code",
      { cust_id: "12345678", country_code: "+1" },
      "cust_id",
      M.whatsappInvalid,
    ],
  ])("refuses a mobile with %s", async (_, fields, field, message) => {
    const res = await sendOtp({ type: "mobile", engagement_id: 9, ...fields });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[field]).toBe(message);
  });

  it("accepts the shortest numbers the rules allow", async () => {
    // India: exactly 10 digits (spec 1 §9); elsewhere 10 digits with the code: +1264 and 6 digits.
    for (const [cust_id, country_code] of [
      ["9876543210", "+91"],
      ["123456", "+1264"],
    ]) {
      const res = await sendOtp({ type: "mobile", cust_id, country_code });
      expect(res.status, `${country_code} ${cust_id}`).toBe(200);
    }
  });

  it.each([
    ["", M.emailRequired],
    ["parent@example", M.emailInvalid],
    ["parent example.com", M.emailInvalid],
    ["par ent@example.com", M.emailInvalid],
  ])("refuses the e-mail %j", async (cust_id, message) => {
    const res = await sendOtp({ type: "email", cust_id });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.cust_id).toBe(message);
  });

  it("is for students only", async () => {
    const res = await sendOtp({ type: "email", cust_id: "t@example.com", engagement_id: 7 });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.engagement_id).toBe(M.studentsOnly);
  });

  it("answers 429 to a second send inside the cooldown", async () => {
    const mobile = freshMobile();
    expect((await sendOtp({ type: "mobile", cust_id: mobile, country_code: "+91" })).status).toBe(
      200,
    );
    expect((await sendOtp({ type: "mobile", cust_id: mobile, country_code: "+91" })).status).toBe(
      429,
    );
  });
});

describe("POST /ng-api/v1/otpLoginOrSignup", () => {
  it("signs up a new number: mobile_user, a verified student account, and a session", async () => {
    const mobile = freshMobile();
    const res = await loginByMobile(mobile, { timezone: "Asia/Dubai" });
    expect(res.status).toBe(200);
    const body = otpLoginOrSignupResponse.parse(await res.json());
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(body).toEqual({
      status: true,
      login: "mobile_user",
      prefix: "st",
      user: {
        user_id: row!.id,
        name: "",
        first_name: "",
        last_name: "",
        email: null,
        country_code: "+91",
        reg_mobile_num: mobile,
        siblings: [],
      },
    });
    expect(row).toMatchObject({
      role: "student",
      firstName: "",
      countryCode: "+91",
      timeZone: "Asia/Dubai",
      isActive: true,
      mobileVerifiedAt: ctx.deps.now(),
    });
    expect(row!.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    const session = await sessionFromResponse(res);
    expect(session).toMatchObject({ uid: row!.id, role: "student", prefix: "st" });
  });

  it("signs up a new address: email_user, with the default time zone", async () => {
    const res = await loginByEmail("Fresh.Family@Example.com");
    const body = await res.json();
    expect(body).toMatchObject({ status: true, login: "email_user", prefix: "st" });
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, "fresh.family@example.com"));
    expect(row).toMatchObject({ role: "student", mobile: null, mobileVerifiedAt: null });
    expect(row!.timeZone).toBe("Asia/Kolkata");
    expect(await sessionFromResponse(res)).toMatchObject({ uid: row!.id });
  });

  it("logs an existing student in without making a new account", async () => {
    const mobile = freshMobile();
    const student = await makeUser(ctx.db, { mobile, firstName: "Aarav", lastName: "Mehta" });
    const res = await loginByMobile(mobile);
    const body = otpLoginOrSignupResponse.parse(await res.json());
    expect(body).toEqual({
      status: true,
      login: "true",
      show_entity: "false",
      prefix: "st",
      redirect_to: "/st/dashboard",
      next_step: { kind: "redirect", rule: "dashboard", to: "/st/dashboard" },
      user: {
        user_id: student.id,
        name: "Aarav Mehta",
        first_name: "Aarav",
        last_name: "Mehta",
        email: student.email,
        country_code: "+91",
        reg_mobile_num: mobile,
        siblings: [],
      },
    });
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(1);
    expect(await sessionFromResponse(res)).toMatchObject({ uid: student.id, role: "student" });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.mobileVerifiedAt).toEqual(ctx.deps.now());
  });

  it("logs an existing student in by e-mail, in any case", async () => {
    const student = await makeUser(ctx.db, { email: "known@example.com" });
    const res = await loginByEmail("KNOWN@example.com");
    expect(await res.json()).toMatchObject({
      status: true,
      login: "true",
      user: { user_id: student.id },
    });
    expect(await sessionFromResponse(res)).toMatchObject({ uid: student.id });
  });

  it("logs in the oldest of several students on one mobile and lists the others as siblings", async () => {
    const mobile = freshMobile();
    const older = await makeUser(ctx.db, { mobile, firstName: "Aarav", lastName: "M" });
    const younger = await makeUser(ctx.db, { mobile, firstName: "Diya", lastName: "M" });
    await makeUser(ctx.db, { mobile, firstName: "Gone", isActive: false });
    const res = await loginByMobile(mobile);
    const body = await res.json();
    expect(body.user.user_id).toBe(older.id);
    expect(body.user.siblings).toEqual([
      { user_id: younger.id, name: "Diya M", email: younger.email },
    ]);
    expect(await sessionFromResponse(res)).toMatchObject({ uid: older.id });
  });

  it("makes a student account for a number that only has a teacher account", async () => {
    const mobile = freshMobile();
    const teacher = await makeUser(ctx.db, { mobile, role: "teacher" });
    const res = await loginByMobile(mobile);
    const body = await res.json();
    expect(body).toMatchObject({ status: true, login: "mobile_user" });
    expect(body.user.user_id).not.toBe(teacher.id);
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(1);
    expect(await sessionFromResponse(res)).toMatchObject({
      uid: body.user.user_id,
      role: "student",
    });
  });

  it("refuses a wrong code: status false, no session, no account", async () => {
    const mobile = freshMobile();
    await sendOtp({ type: "mobile", cust_id: mobile, country_code: "+91" });
    const otp = await lastOtpSentTo(ctx.db, `+91${mobile}`);
    const res = await verify({
      type: "mobile",
      cust_id: mobile,
      country_code: "+91",
      cust_otp: wrongCode(otp),
    });
    expect(res.status).toBe(200);
    expect(otpLoginOrSignupResponse.parse(await res.json())).toEqual({
      status: false,
      message: M.incorrectOtp,
    });
    expect(await sessionFromResponse(res)).toBeNull();
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(0);
  });

  it("refuses a code used once already, and a code never sent", async () => {
    const mobile = freshMobile();
    await sendOtp({ type: "mobile", cust_id: mobile, country_code: "+91" });
    const otp = await lastOtpSentTo(ctx.db, `+91${mobile}`);
    const body = { type: "mobile", cust_id: mobile, country_code: "+91", cust_otp: otp };
    expect((await (await verify(body)).json()).status).toBe(true);
    const again = await verify(body);
    expect(await again.json()).toEqual({ status: false, message: M.otpMissing });
    expect(await sessionFromResponse(again)).toBeNull();
    const never = await verify({ ...body, cust_id: freshMobile() });
    expect(await never.json()).toEqual({ status: false, message: M.otpMissing });
  });

  it("refuses a deactivated student", async () => {
    const student = await makeUser(ctx.db, { email: "sleeping@example.com" });
    await sendOtp({ type: "email", cust_id: "sleeping@example.com" });
    const otp = await lastOtpSentTo(ctx.db, "sleeping@example.com");
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
    const res = await verify({ type: "email", cust_id: "sleeping@example.com", cust_otp: otp });
    expect(await res.json()).toEqual({ status: false, message: M.notActive });
    expect(await sessionFromResponse(res)).toBeNull();
  });

  it.each([
    [{ cust_otp: "" }, "cust_otp", M.otpRequired],
    [{}, "cust_otp", M.otpRequired],
    [{ cust_otp: "12345" }, "cust_otp", M.otpIncomplete],
    [{ cust_otp: "1234567" }, "cust_otp", M.otpIncomplete],
    [{ cust_otp: "12a456" }, "cust_otp", M.otpIncomplete],
    [{ cust_otp: "123456", timezone: "Mars/Olympus" }, "timezone", M.timezoneInvalid],
    [{ cust_otp: "123456", cust_id: "98765 43210" }, "cust_id", M.whatsappInvalid],
  ])("answers 400 to %j", async (fields, field, message) => {
    const res = await verify({
      type: "mobile",
      cust_id: freshMobile(),
      country_code: "+91",
      ...fields,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    expect(await sessionFromResponse(res)).toBeNull();
  });

  it("resolves a referral code to its owner", async () => {
    const referrer = await makeUser(ctx.db, { referralCode: "FRIEND42" });
    const mobile = freshMobile();
    const res = await loginByMobile(mobile, { refferal_code: "friend42", course_id: "17" });
    expect((await res.json()).login).toBe("mobile_user");
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({ referredById: referrer.id, signupCourseId: 17 });
  });

  it("answers redirect_to by the redirect rules of the payload", async () => {
    const mobile = freshMobile();
    await makeUser(ctx.db, { mobile, firstName: "Kabir" });
    const bookDemo = await loginByMobile(mobile, {
      signup_type: "book_demo",
      course_id: "guitar-basics",
    });
    expect(await bookDemo.json()).toMatchObject({
      redirect_to: "/st/book-demo/guitar-basics",
      next_step: { kind: "redirect", rule: "book-demo" },
    });
    ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const tournament = await loginByMobile(mobile, {
      signup_type: "tournament",
      redirect_url: "/st/my-classes",
    });
    expect((await tournament.json()).redirect_to).toBe("/st/my-classes");
    ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const evil = await loginByMobile(mobile, { redirect_url: "https://evil.example/st/x" });
    expect((await evil.json()).redirect_to).toBe("/st/dashboard");
    ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const pack = await loginByMobile(mobile, {
      pack_type: "group",
      pack_amount: "4999",
      pack_currency: "inr",
    });
    expect(await pack.json()).toMatchObject({
      redirect_to: "/st/dashboard",
      next_step: { kind: "open-payment", pack_type: "group", amount: 4999, currency: "INR" },
    });
  });

  it("sends an existing student with an empty profile to the profile step of book_demo", async () => {
    const mobile = freshMobile();
    await makeUser(ctx.db, { mobile, firstName: "" });
    const res = await loginByMobile(mobile, {
      signup_type: "book_demo",
      new_reg_flow: "1",
      action_type: "sign_in",
      course_id: 12,
    });
    expect(await res.json()).toMatchObject({
      login: "true",
      next_step: { kind: "show-profile-step", rule: "book-demo-profile" },
    });
  });

  it("refuses a post from another site", async () => {
    const res = await verify(
      { type: "email", cust_id: "x@example.com", cust_otp: "123456" },
      { origin: "https://evil.example", host: "localhost" },
    );
    expect(res.status).toBe(403);
    expect(await sessionFromResponse(res)).toBeNull();
  });
});

describe("POST /ng-api/v1/submitUserWhatsappMobile", () => {
  const path = `${V1}submitUserWhatsappMobile`;

  it("needs a student session", async () => {
    const body = { whatsapp_number: "501234567", country_code: "+971", is_whatsapp_allowed: 1 };
    expect((await postJson(submitUserWhatsappMobile, path, body)).status).toBe(401);
    const teacher = await makeUser(ctx.db, { role: "teacher" });
    const res = await postJson(
      submitUserWhatsappMobile,
      path,
      body,
      await cookieHeaderFor(teacher),
    );
    expect(res.status).toBe(403);
  });

  it("saves the caller's WhatsApp number and preference, and nobody else's", async () => {
    const me = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const res = await postJson(
      submitUserWhatsappMobile,
      path,
      {
        whatsapp_number: "501234567",
        country_code: "971",
        is_whatsapp_allowed: "1",
        user_id: other.id,
      },
      await cookieHeaderFor(me),
    );
    expect(res.status).toBe(200);
    expect(submitUserWhatsappMobileResponse.parse(await res.json())).toEqual({ status: true });
    const [mine] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(mine).toMatchObject({
      whatsappNumber: "+971501234567",
      isWhatsappAllowed: true,
      mobile: me.mobile,
      countryCode: me.countryCode,
    });
    const [theirs] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(theirs).toEqual(other);
  });

  it("checks the number with the login rules", async () => {
    const me = await makeUser(ctx.db);
    const res = await postJson(
      submitUserWhatsappMobile,
      path,
      { whatsapp_number: "50 123", country_code: "+971" },
      await cookieHeaderFor(me),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ whatsapp_number: M.whatsappInvalid });
    const missing = await postJson(submitUserWhatsappMobile, path, {}, await cookieHeaderFor(me));
    expect((await missing.json()).errors).toEqual({
      whatsapp_number: M.whatsappRequired,
      country_code: M.countryCodeRequired,
    });
  });
});

describe("POST /check-user-unique-email", () => {
  const check = (email: unknown, headers?: Record<string, string>) =>
    postJson(checkUniqueEmail, "/check-user-unique-email", { email }, headers);

  it("is free when no student uses the address (a teacher's does not count)", async () => {
    await makeUser(ctx.db, { role: "teacher", email: "teaching@example.com" });
    for (const email of ["nobody@example.com", "teaching@example.com"]) {
      const res = await check(email);
      expect(checkUserUniqueEmailResponse.parse(await res.json())).toEqual({ status: true });
    }
  });

  it("is taken when a student uses it, in any case", async () => {
    await makeUser(ctx.db, { email: "taken@example.com" });
    const res = await check("TAKEN@example.com");
    expect(await res.json()).toEqual({ status: false, message: M.emailTaken });
  });

  it("counts the caller's own address as free", async () => {
    const me = await makeUser(ctx.db, { email: "mine@example.com" });
    expect(await (await check("mine@example.com", await cookieHeaderFor(me))).json()).toEqual({
      status: true,
    });
  });

  it("stops one address from probing more than 30 e-mails in 15 minutes", async () => {
    const ip = { "x-forwarded-for": "203.0.113.77" };
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await check(`probe${i}@example.com`, ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("refuses a malformed address", async () => {
    const res = await check("not-an-address");
    expect(res.status).toBe(400);
    expect((await res.json()).errors.email).toBe(M.emailInvalid);
    expect((await (await check(undefined)).json()).errors.email).toBe(M.emailRequired);
  });
});

describe("POST /ng-api/v1/submitUserData", () => {
  const path = `${V1}submitUserData`;
  const save = async (body: unknown, user?: { id: number; role: Role }) =>
    postJson(submitUserData, path, body, user ? await cookieHeaderFor(user) : {});

  it("needs a student session", async () => {
    expect((await save({ name: "Aarav" })).status).toBe(401);
    const teacher = await makeUser(ctx.db, { role: "teacher" });
    expect((await save({ name: "Aarav" }, teacher)).status).toBe(403);
  });

  it("saves the caller's profile, and nobody else's, then answers the dashboard", async () => {
    const me = await makeUser(ctx.db, { firstName: "", lastName: "", email: null });
    const other = await makeUser(ctx.db);
    const res = await save(
      {
        name: "  Aarav   Kumar Mehta ",
        email: "Aarav.Parent@Example.com",
        age: "7",
        parent_name: "Priya Mehta",
        timezone: "America/New_York",
        user_id: other.id,
      },
      me,
    );
    expect(res.status).toBe(200);
    expect(submitUserDataResponse.parse(await res.json())).toEqual({
      status: true,
      redirect_to: "/st/dashboard",
    });
    const [mine] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(mine).toMatchObject({
      firstName: "Aarav",
      lastName: "Kumar Mehta",
      email: "aarav.parent@example.com",
      age: 7,
      parentName: "Priya Mehta",
      timeZone: "America/New_York",
    });
    const [theirs] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(theirs).toEqual(other);
  });

  it("keeps what was not sent", async () => {
    const me = await makeUser(ctx.db, { age: 9, timeZone: "Europe/London" });
    expect((await save({ name: "Zoya", email: "" }, me)).status).toBe(200);
    const [mine] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(mine).toMatchObject({ firstName: "Zoya", lastName: "", email: me.email, age: 9 });
    expect(mine!.timeZone).toBe("Europe/London");
  });

  it("answers the redirect rules of the context it is sent", async () => {
    const me = await makeUser(ctx.db);
    const res = await save(
      { name: "Ira", signup_type: "book_demo", new_reg_flow: "1", course_id: "12" },
      me,
    );
    expect((await res.json()).redirect_to).toBe("/st/book-demo/MTI=");
  });

  it("refuses an address another student uses (409 on the e-mail field)", async () => {
    await makeUser(ctx.db, { email: "sibling.taken@example.com" });
    const me = await makeUser(ctx.db, { firstName: "Before" });
    const res = await save({ name: "After", email: "Sibling.Taken@example.com" }, me);
    expect(res.status).toBe(409);
    expect((await res.json()).errors).toEqual({ email: M.emailTaken });
    const [mine] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(mine!.firstName).toBe("Before");
  });

  it("keeps the caller's own address", async () => {
    const me = await makeUser(ctx.db, { email: "own@example.com" });
    expect((await save({ name: "Own", email: "OWN@example.com" }, me)).status).toBe(200);
  });

  it.each([
    [{}, "name", M.nameRequired],
    [{ name: "  " }, "name", M.nameRequired],
    [{ name: "A", email: "bad@" }, "email", M.emailInvalid],
    [{ name: "A", age: 3 }, "age", M.ageMin],
    [{ name: "A", age: "15" }, "age", M.ageMax],
    [{ name: "A", age: "seven" }, "age", M.ageInvalid],
    [{ name: "A", timezone: "GMT+5:30" }, "timezone", M.timezoneInvalid],
    [{ name: "A", parent_name: "x".repeat(121) }, "parent_name", M.parentNameTooLong],
  ])("answers 400 to %j", async (body, field, message) => {
    const me = await makeUser(ctx.db, { firstName: "Same" });
    const res = await save(body, me);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    const [mine] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(mine!.firstName).toBe("Same");
  });
});

describe("creating the student account", () => {
  it("makes one account when two verified logins of a new number race", async () => {
    const mobile = freshMobile();
    const identifier = { kind: "mobile", countryCode: "+91", mobile } as const;
    const results = await Promise.all(
      [1, 2].map(() => loginOrCreateStudent(ctx.db, ctx.deps, { identifier, profile: {} })),
    );
    expect(results.map((r) => r.outcome).sort()).toEqual(["login", "register"]);
    expect(await studentsWithMobile(ctx.db, mobile)).toBe(1);
  });

  it("draws another referral code when the first one is taken", async () => {
    const holder = await makeUser(ctx.db, { referralCode: "CLASH001" });
    referralCodes.queue.push("CLASH001", "CLASH001");
    const mobile = freshMobile();
    const res = await loginByMobile(mobile);
    expect((await res.json()).login).toBe("mobile_user");
    expect(referralCodes.queue).toEqual([]);
    const [row] = await ctx.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row!.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(row!.referralCode).not.toBe(holder.referralCode);
  });
});
