import {
  checkUserUniqueEmailRequest,
  checkUserUniqueEmailResponse,
  otpLoginOrSignupRequest,
  otpLoginOrSignupResponse,
  registerStudentRequest,
  registerStudentResponse,
  sendOtpForLoginOrSignupRequest,
  sendOtpForLoginOrSignupResponse,
  sendOtpForRegisterRequest,
  sendOtpForRegisterResponse,
  submitUserDataRequest,
  submitUserDataResponse,
  submitUserWhatsappMobileRequest,
  submitUserWhatsappMobileResponse,
  verifyOtpForRegisterRequest,
  verifyOtpForRegisterResponse,
} from "../../auth/signup/legacy-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Login-or-signup calls of spec 2 section 7 (base v1) and the signup calls of spec 3 section 7. */
export const ACCOUNT_CALLS_SPEC2_3: LegacyCall[] = [
  call("POST", "v1", "sendOTPForLoginORSignup", "2 §7", "OTP to a WhatsApp number or e-mail.", {
    handler: "app/(api)/ng-api/v1/sendOTPForLoginORSignup/route.ts",
    request: sendOtpForLoginOrSignupRequest,
    response: sendOtpForLoginOrSignupResponse,
  }),
  call("POST", "v1", "otpLoginOrSignup", "2 §7", "Log in or sign up with the OTP.", {
    handler: "app/(api)/ng-api/v1/otpLoginOrSignup/route.ts",
    request: otpLoginOrSignupRequest,
    response: otpLoginOrSignupResponse,
  }),
  call("POST", "v1", "submitUserWhatsappMobile", "2 §7", "WhatsApp preference and number.", {
    handler: "app/(api)/ng-api/v1/submitUserWhatsappMobile/route.ts",
    request: submitUserWhatsappMobileRequest,
    response: submitUserWhatsappMobileResponse,
  }),
  call("POST", "site", "check-user-unique-email", "2 §7", "Is this e-mail free.", {
    handler: "app/(api)/check-user-unique-email/route.ts",
    request: checkUserUniqueEmailRequest,
    response: checkUserUniqueEmailResponse,
  }),
  call("POST", "v1", "submitUserData", "2 §7", "Profile step after signup.", {
    handler: "app/(api)/ng-api/v1/submitUserData/route.ts",
    request: submitUserDataRequest,
    response: submitUserDataResponse,
  }),
  call("POST", "site", "registerStudent", "3 §7", "Signup with action_type steps.", {
    handler: "app/(api)/registerStudent/route.ts",
    request: registerStudentRequest,
    response: registerStudentResponse,
  }),
  call("POST", "site", "send-otp-for-register", "3 §7", "OTP for signup.", {
    handler: "app/(api)/send-otp-for-register/route.ts",
    request: sendOtpForRegisterRequest,
    response: sendOtpForRegisterResponse,
  }),
  call("POST", "site", "verify-otp-for-register", "3 §7", "Verify the signup OTP and log in.", {
    handler: "app/(api)/verify-otp-for-register/route.ts",
    request: verifyOtpForRegisterRequest,
    response: verifyOtpForRegisterResponse,
  }),
];
