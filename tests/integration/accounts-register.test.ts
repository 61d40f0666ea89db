import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as passwordLogin } from "@/app/(api)/ng-api/v1/passwordLogin/route";
import { POST as sendOTPForRegistration } from "@/app/(api)/ng-api/v1/sendOTPForRegistration/route";
import { POST as userRegistrationStudent } from "@/app/(api)/ng-api/v1/userRegistrationStudent/route";
import { POST as userRegistrationTeacher } from "@/app/(api)/ng-api/v1/userRegistrationTeacher/route";
import { POST as verifyOTP } from "@/app/(api)/ng-api/v1/verifyOTP/route";
import { outboxMessages, users } from "@/db/schema";
import { LOGIN_MESSAGES, REGISTRATION_MESSAGES } from "@/lib/auth/messages";
import { OTP_RESEND_COOLDOWN_MS, OTP_VERIFIED_GRACE_MS } from "@/lib/auth/otp";
import { verifyPassword } from "@/lib/auth/password";
import { FAMILY_MESSAGES } from "@/lib/family/messages";
import { welcomeMessage } from "@/lib/auth/register-account";
import { lastOtpSentTo, outboxTo, wrongCode } from "../support/auth-deps";
import { makeCourse, makeStream, makeSubject, makeUser } from "../support/factories";
import { callV1, decodeSession, freshIp, accountsTestContext } from "../support/legacy-client";

// Referral codes come from a CSPRNG; a test may queue the next ones to force a clash.
const queuedReferralCodes = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/auth/generate-password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/auth/generate-password")>();
  return {
    ...actual,
    generateReferralCode: () => queuedReferralCodes.shift() ?? actual.generateReferralCode(),
  };
});

const ctx = accountsTestContext();

/** sendOTPForRegistration and verifyOTP, as the signup form posts them (from `ip` when given). */
const sendCode = (body: unknown, options?: { ip?: string }) =>
  callV1(sendOTPForRegistration, "sendOTPForRegistration", body, options);
const checkCode = (body: unknown, options?: { ip?: string }) =>
  callV1(verifyOTP, "verifyOTP", body, options);

/** Asks for a registration code, reads it from the outbox and verifies it, as the signup form does. */
async function verifyMobile(mobile: string, engagementId: 9 | 7, countryCode = "+91") {
  const ip = freshIp();
  ctx.deps.clock.advance(OTP_RESEND_COOLDOWN_MS);
  const sent = await sendCode(
    { cust_id: mobile, engagement_id: engagementId, email: "", country_code: countryCode },
    { ip },
  );
  expect(sent.body).toMatchObject({ status: "true", sendOtp: "true" });
  const otp = await lastOtpSentTo(ctx.db, `${countryCode}${mobile}`);
  const verified = await checkCode({ cust_id: mobile, otp, country_code: countryCode }, { ip });
  expect(verified.body).toEqual({ verified: "true" });
}

/** userRegistrationStudent, as the student signup form posts it. */
const registerStudent = (body: unknown) =>
  callV1(userRegistrationStudent, "userRegistrationStudent", body);

const student = (over: Record<string, unknown> = {}) => ({
  first_name: "Asha",
  last_name: "Iyer",
  email: "asha.new@example.com",
  reg_mobile_num: "9820000001",
  country_code: "+91",
  user_password: "Secret#123",
  company_name: "",
  class: "",
  click_id: "",
  teacher_id: "",
  referral_code: "",
  course_id: "",
  ...over,
});

beforeAll(async () => {
  await makeUser(ctx.db, {
    role: "student",
    email: "taken@example.com",
    mobile: "9820000099",
  });
});

describe("sendOTPForRegistration and verifyOTP", () => {
  it("sends a code to a new mobile and verifies it", async () => {
    const ip = freshIp();
    const sent = await sendCode({ cust_id: "9820000010", engagement_id: 9, email: "" }, { ip });
    expect(sent.body).toEqual({
      status: "true",
      sendOtp: "true",
      message: REGISTRATION_MESSAGES.otpSent,
    });
    const otp = await lastOtpSentTo(ctx.db, "+919820000010");

    const bad = await checkCode({ cust_id: "9820000010", otp: wrongCode(otp) }, { ip });
    expect(bad.body).toEqual({ verified: "false", message: "Invalid OTP" });
    const tooShort = await checkCode({ cust_id: "9820000010", otp: "1234" }, { ip });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors).toEqual({ otp: REGISTRATION_MESSAGES.otpTooShort });
    const fiveChars = await checkCode({ cust_id: "9820000010", otp: otp.slice(0, 5) }, { ip });
    expect(fiveChars.body).toEqual({ verified: "false", message: "Invalid OTP" });

    const good = await checkCode({ cust_id: "9820000010", otp }, { ip });
    expect(good.body).toEqual({ verified: "true" });
    expect(good.setCookies).toEqual([]);
  });

  it("refuses a mobile an account of that role already has, but not for the other role", async () => {
    const ip = freshIp();
    const taken = await sendCode({ cust_id: "9820000099", engagement_id: 9, email: "" }, { ip });
    expect(taken.body).toEqual({
      status: "false",
      sendOtp: "false",
      message: "This Mobile Number Has Already Been Registered",
    });
    const asTeacher = await sendCode(
      { cust_id: "9820000099", engagement_id: 7, email: "" },
      { ip },
    );
    expect(asTeacher.body.sendOtp).toBe("true");
  });

  it("also e-mails the code for a number outside India", async () => {
    const ip = freshIp();
    const sent = await sendCode(
      {
        cust_id: "501234567",
        engagement_id: 9,
        email: "Dad@Example.com",
        country_code: "971",
      },
      { ip },
    );
    expect(sent.body).toEqual({
      status: "true",
      sendOtp: "true",
      message: REGISTRATION_MESSAGES.otpSentWithEmail,
    });
    const code = await lastOtpSentTo(ctx.db, "+971501234567");
    expect(await lastOtpSentTo(ctx.db, "dad@example.com")).toBe(code);
    // An Indian number gets it by SMS only.
    const before = await outboxTo(ctx.db, "x@y.co");
    await sendCode({ cust_id: "9820000011", engagement_id: 9, email: "x@y.co" }, { ip });
    expect(await outboxTo(ctx.db, "x@y.co")).toEqual(before);
  });

  it("refuses a malformed mobile, e-mail or engagement id as field errors", async () => {
    const res = await sendCode({
      cust_id: "98200",
      engagement_id: 3,
      email: "nope",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      cust_id: "Please Fill Correct Mobile Number",
      engagement_id: LOGIN_MESSAGES.engagement,
      email: REGISTRATION_MESSAGES.email,
    });
  });
});

describe("userRegistrationStudent", () => {
  it("refuses an unverified mobile and writes nothing", async () => {
    const res = await registerStudent(
      student({ reg_mobile_num: "9820000020", email: "unverified@example.com" }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      responseCode: 400,
      message: "Please verify your mobile first",
      errors: { reg_mobile_num: "Please verify your mobile first" },
    });
    expect(res.setCookies).toEqual([]);
    expect(await ctx.db.select().from(users).where(eq(users.mobile, "9820000020"))).toEqual([]);
  });

  it("reports every invalid field at once", async () => {
    const res = await registerStudent({
      first_name: " ",
      email: "asha@",
      reg_mobile_num: "12345",
      country_code: "abc",
      user_password: "short",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, responseCode: 400 });
    expect(res.body.errors).toEqual({
      first_name: REGISTRATION_MESSAGES.firstName,
      email: REGISTRATION_MESSAGES.email,
      country_code: REGISTRATION_MESSAGES.countryCode,
      user_password: REGISTRATION_MESSAGES.passwordTooShort,
    });
    const badMobile = await registerStudent(student({ reg_mobile_num: "12345" }));
    expect(badMobile.body.errors).toEqual({ reg_mobile_num: "Please Fill Correct Mobile Number" });
    expect(res.setCookies).toEqual([]);
  });

  it("registers a verified student with the signup details and logs them in", async () => {
    const stream = await makeStream(ctx.db);
    const course = await makeCourse(ctx.db, await makeSubject(ctx.db, stream.id));
    const referrer = await makeUser(ctx.db, { role: "student", referralCode: "FRIEND12" });
    await verifyMobile("9820000001", 9);

    const res = await registerStudent(
      student({
        first_name: "Asha Rani",
        last_name: "",
        company_name: "DPS Pune",
        class: "Grade 5",
        click_id: "ad-42",
        teacher_id: "12",
        referral_code: "friend12",
        course_id: String(course.id),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      responseCode: 200,
      userId: expect.any(Number),
      prefix: "st",
      redirect_to: "/st/dashboard",
    });
    expect(await decodeSession(res.sessionToken)).toMatchObject({
      uid: res.body.userId,
      role: "student",
      prefix: "st",
      name: "Asha Rani",
    });

    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.userId));
    expect(row).toMatchObject({
      role: "student",
      firstName: "Asha",
      lastName: "Rani",
      email: "asha.new@example.com",
      mobile: "9820000001",
      countryCode: "+91",
      companyName: "DPS Pune",
      schoolClass: "Grade 5",
      signupClickId: "ad-42",
      signupCourseId: course.id,
      referredById: referrer.id,
      isActive: true,
    });
    expect(row!.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(row!.mobileVerifiedAt).toEqual(ctx.deps.now());
    expect(await verifyPassword("Secret#123", row!.passwordHash)).toBe(true);

    // The verified code was used up: a second account on the mobile needs a new code.
    const again = await registerStudent(student({ email: "asha.second@example.com" }));
    expect(again.body.errors).toEqual({ reg_mobile_num: REGISTRATION_MESSAGES.verifyMobileFirst });

    // The mobile is now a family's verified contact (issue 16): with a new code, a second child
    // joins that family instead of being refused with 'This Mobile Number Has Already Been Registered'.
    await verifyMobile("9820000001", 9);
    const sibling = await registerStudent(
      student({ first_name: "Ravi", email: "asha.second@example.com" }),
    );
    expect(sibling.status).toBe(200);
    expect(sibling.body).toMatchObject({
      success: true,
      added_to_family: true,
      message: FAMILY_MESSAGES.addedToFamily,
    });
    const [kid] = await ctx.db.select().from(users).where(eq(users.id, sibling.body.userId));
    expect(kid!.familyId).toBe(row!.familyId);

    const login = await callV1(passwordLogin, "passwordLogin", {
      engagement_id: 9,
      cust_id: "asha.new@example.com",
      cust_password: "Secret#123",
    });
    expect(login.body.login).toBe("true");
  });

  it("refuses an e-mail already registered for the role, keeping the verified mobile for a retry", async () => {
    await verifyMobile("9820000002", 9);
    const taken = await registerStudent(
      student({ reg_mobile_num: "9820000002", email: "TAKEN@example.com" }),
    );
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      success: false,
      responseCode: 400,
      message: "This email is already registered.",
      errors: { email: "This email is already registered." },
    });
    expect(taken.setCookies).toEqual([]);

    const retry = await registerStudent(
      student({ reg_mobile_num: "9820000002", email: "free@example.com" }),
    );
    expect(retry.body).toMatchObject({ success: true, responseCode: 200 });
    expect(retry.sessionToken).toBeTruthy();
  });

  it("draws another referral code when the first one is taken", async () => {
    await makeUser(ctx.db, { role: "teacher", referralCode: "CLASH001" });
    queuedReferralCodes.push("CLASH001", "CLASH001", "FRESH001");
    await verifyMobile("9820000006", 9);
    const res = await registerStudent(
      student({ reg_mobile_num: "9820000006", email: "clash@example.com" }),
    );
    expect(res.body).toMatchObject({ success: true, responseCode: 200 });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.userId));
    expect(row!.referralCode).toBe("FRESH001");
    expect(queuedReferralCodes).toEqual([]);
  });

  it("forgets a verification after 30 minutes", async () => {
    await verifyMobile("9820000003", 9);
    ctx.deps.clock.advance(OTP_VERIFIED_GRACE_MS + 1000);
    const res = await registerStudent(
      student({ reg_mobile_num: "9820000003", email: "late@example.com" }),
    );
    expect(res.body.errors).toEqual({ reg_mobile_num: "Please verify your mobile first" });
    expect(res.setCookies).toEqual([]);
  });

  it("does not count a code verified for another mobile", async () => {
    await verifyMobile("9820000004", 9);
    const res = await registerStudent(
      student({ reg_mobile_num: "9820000005", email: "other@example.com" }),
    );
    expect(res.body.errors).toEqual({ reg_mobile_num: "Please verify your mobile first" });
  });
});

describe("userRegistrationTeacher", () => {
  it("registers a teacher without a password: none is made up or sent; the welcome points to OTP login", async () => {
    const stream = await makeStream(ctx.db);
    await verifyMobile("9820000030", 7);
    const res = await callV1(userRegistrationTeacher, "userRegistrationTeacher", {
      first_name: "Ravi",
      last_name: "Kumar",
      email: "ravi.teacher@example.com",
      reg_mobile_num: "9820000030",
      country_code: "+91",
      user_password: "",
      company_name: "Music House",
      remark: "Ten years of guitar.",
      referral_code: "NOSUCH99",
      stream: stream.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      responseCode: 200,
      userId: expect.any(Number),
      prefix: "em",
      redirect_to: "/em/teacherResume",
    });
    expect(await decodeSession(res.sessionToken)).toMatchObject({
      uid: res.body.userId,
      role: "teacher",
    });

    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.userId));
    expect(row).toMatchObject({
      role: "teacher",
      signupStreamId: stream.id,
      remark: "Ten years of guitar.",
      companyName: "Music House",
      referredById: null,
    });

    const sent = async (to: string) => {
      const [message] = await ctx.db
        .select({ body: outboxMessages.body, channel: outboxMessages.channel })
        .from(outboxMessages)
        .where(eq(outboxMessages.to, to))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      return message!;
    };
    const sms = await sent("+919820000030");
    const mail = await sent("ravi.teacher@example.com");
    expect(sms.channel).toBe("sms");
    expect(mail.channel).toBe("email");
    expect(sms.body).toBe(welcomeMessage());
    expect(mail.body).toBe(sms.body);
    expect(sms.body).not.toMatch(/password is/i);
    expect(row!.passwordHash).toBeNull();

    // No password exists to guess: a password login is refused; OTP login and "Forgot password" remain.
    const login = await callV1(passwordLogin, "passwordLogin", {
      engagement_id: 7,
      cust_id: "9820000030",
      cust_password: "anything1",
    });
    expect(login.body).not.toMatchObject({ login: "true" });
  });

  it("keeps student and teacher e-mails apart: the same address may be both", async () => {
    await verifyMobile("9820000031", 7);
    const res = await callV1(userRegistrationTeacher, "userRegistrationTeacher", {
      first_name: "Tara",
      email: "taken@example.com",
      reg_mobile_num: "9820000031",
      user_password: "Teach#1234",
    });
    expect(res.body).toMatchObject({ success: true, prefix: "em" });
    const teachers = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.email, "taken@example.com"), eq(users.role, "teacher")));
    expect(teachers).toHaveLength(1);
  });
});
