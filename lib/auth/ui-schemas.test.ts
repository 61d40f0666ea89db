import { describe, expect, it } from "vitest";
import {
  canVerifyRegistrationOtp,
  forgotPasswordUpdateSchema,
  loginMethodSchema,
  loginOrSignupIdentifierSchema,
  loginOtpSchema,
  signupSchema,
  sixDigitOtpSchema,
  splitFullName,
  whatsappNumberIssue,
} from "./ui-schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("login sections", () => {
  it("asks for a verification method", () => {
    expect(firstMessage(loginMethodSchema.safeParse({ method: null }))).toBe(
      "Please select a verification method.",
    );
  });

  it("wants exactly six digits of OTP", () => {
    expect(loginOtpSchema.safeParse({ otp: "123456" }).success).toBe(true);
    expect(firstMessage(loginOtpSchema.safeParse({ otp: "12345" }))).toBe(
      "please insert correct OTP",
    );
  });
});

describe("forgot password", () => {
  it("needs every field and a matching confirmation", () => {
    expect(
      firstMessage(
        forgotPasswordUpdateSchema.safeParse({ otp: "", password: "", confirmPassword: "" }),
      ),
    ).toBe("All input fields are mandatory.");
    expect(
      firstMessage(
        forgotPasswordUpdateSchema.safeParse({
          otp: "123456",
          password: "Secret@123",
          confirmPassword: "Secret@124",
        }),
      ),
    ).toBe("Password and confirm password do not match.");
  });
});

describe("signup", () => {
  const base = {
    role: "student" as const,
    fullName: "Asha Rani",
    email: "asha@example.com",
    countryCode: "+91",
    mobile: "9876543210",
    otp: "",
    stream: "",
    remark: "",
  };

  it("wants a 10-digit mobile and a stream for teachers", () => {
    expect(signupSchema.safeParse(base).success).toBe(true);
    expect(firstMessage(signupSchema.safeParse({ ...base, mobile: "98765" }))).toBe(
      "Please Fill Correct Mobile Number",
    );
    expect(firstMessage(signupSchema.safeParse({ ...base, role: "teacher" }))).toBe(
      "Please select a stream.",
    );
  });

  it("splits the full name on the first space", () => {
    expect(splitFullName("  Asha  Rani Kumar ")).toEqual({
      first_name: "Asha",
      last_name: "Rani Kumar",
    });
    expect(splitFullName("Asha")).toEqual({ first_name: "Asha", last_name: "" });
  });

  it("enables Verify from five characters", () => {
    expect(canVerifyRegistrationOtp("1234")).toBe(false);
    expect(canVerifyRegistrationOtp("12345")).toBe(true);
  });
});

describe("login or signup", () => {
  it("checks WhatsApp numbers as spec 2 says", () => {
    expect(whatsappNumberIssue("+91", "")).toBe("Please enter your WhatsApp Number.");
    expect(whatsappNumberIssue("+91", "98765 43210")).toBe(
      "Please enter your valid WhatsApp Number.",
    );
    expect(whatsappNumberIssue("+91", "1234")).toBe("Please enter your valid WhatsApp Number.");
    expect(whatsappNumberIssue("+1", "12345678")).toBe("Please enter your valid WhatsApp Number.");
    expect(whatsappNumberIssue("+971", "501234567")).toBeNull();
  });

  it("checks the e-mail and the OTP", () => {
    const email = { type: "email", countryCode: "+91", mobile: "", email: "a b@x.io" };
    expect(firstMessage(loginOrSignupIdentifierSchema.safeParse(email))).toBe(
      "Please enter a valid email address.",
    );
    expect(firstMessage(sixDigitOtpSchema.safeParse({ otp: "" }))).toBe("Please enter the OTP");
    expect(firstMessage(sixDigitOtpSchema.safeParse({ otp: "123" }))).toBe(
      "Please enter the complete six digit OTP",
    );
  });
});
