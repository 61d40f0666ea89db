import {
  forgotPasswordRequest,
  forgotPasswordResponse,
  hasEntityLoginRequest,
  hasEntityLoginResponse,
  hasUserLoginResponse,
  localitiesRequest,
  localitiesResponse,
  loginResponse,
  otpLoginRequest,
  passwordLoginRequest,
  registrationResponse,
  requestFreeDemoRequest,
  requestFreeDemoResponse,
  sendOtpRequest,
  sendOtpResponse,
  sendRegistrationOtpRequest,
  sendRegistrationOtpResponse,
  studentRegistrationRequest,
  teacherRegistrationRequest,
  updatePasswordRequest,
  updatePasswordResponse,
  verifyRegistrationOtpRequest,
  verifyRegistrationOtpResponse,
} from "../../auth/legacy-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const v1 = (
  path: string,
  summary: string,
  request: LegacyCall["request"],
  response: LegacyCall["response"],
) =>
  call("POST", "v1", path, "1 §7", summary, {
    handler: `app/(api)/ng-api/v1/${path}/route.ts`,
    request,
    response,
  });

/** Login and registration calls of spec 1 section 7 (base v1); the contract is docs/contracts-accounts.md. */
export const ACCOUNT_CALLS_SPEC1: LegacyCall[] = [
  v1("sendOTP", "Send a login OTP; answers login.", sendOtpRequest, sendOtpResponse),
  v1(
    "otpLogin",
    "Log in with an OTP; several accounts on the mobile: choose one (grant cookie, hasEntityLogin).",
    otpLoginRequest,
    loginResponse,
  ),
  v1("passwordLogin", "Log in with a password.", passwordLoginRequest, loginResponse),
  v1(
    "hasEntityLogin",
    "Pick one account of a shared mobile.",
    hasEntityLoginRequest,
    hasEntityLoginResponse,
  ),
  v1("hasUserLogin", "Is the caller logged in (body: none).", undefined, hasUserLoginResponse),
  v1("forgotPassword", "Start a password reset.", forgotPasswordRequest, forgotPasswordResponse),
  v1(
    "updatePassword",
    "Set a new password with an OTP.",
    updatePasswordRequest,
    updatePasswordResponse,
  ),
  v1("getLocalityByCity", "Localities of a city.", localitiesRequest, localitiesResponse),
  v1(
    "sendOTPForRegistration",
    "OTP to verify a mobile at signup.",
    sendRegistrationOtpRequest,
    sendRegistrationOtpResponse,
  ),
  v1(
    "verifyOTP",
    "Verify the signup OTP.",
    verifyRegistrationOtpRequest,
    verifyRegistrationOtpResponse,
  ),
  v1(
    "userRegistrationStudent",
    "Register a student (verified mobile) and log them in.",
    studentRegistrationRequest,
    registrationResponse,
  ),
  v1(
    "userRegistrationTeacher",
    "Register a teacher (verified mobile) and log them in.",
    teacherRegistrationRequest,
    registrationResponse,
  ),
  v1("requestFreeDemo", "Ask for a free demo.", requestFreeDemoRequest, requestFreeDemoResponse),
];
