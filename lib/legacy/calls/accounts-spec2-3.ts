import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Login-or-signup calls of spec 2 section 7 (base v1) and the signup calls of spec 3 section 7. */
export const ACCOUNT_CALLS_SPEC2_3: LegacyCall[] = [
  call(
    "POST",
    "v1",
    "sendOTPForLoginORSignup",
    "2 §7",
    "OTP to a WhatsApp number or e-mail.",
    planned(3),
  ),
  call("POST", "v1", "otpLoginOrSignup", "2 §7", "Log in or sign up with the OTP.", planned(3)),
  call(
    "POST",
    "v1",
    "submitUserWhatsappMobile",
    "2 §7",
    "WhatsApp preference and number.",
    planned(3),
  ),
  call("POST", "site", "check-user-unique-email", "2 §7", "Is this e-mail free.", planned(3)),
  call("POST", "v1", "submitUserData", "2 §7", "Profile step after signup.", planned(3)),
  call("POST", "site", "registerStudent", "3 §7", "Signup with action_type steps.", planned(3)),
  call("POST", "site", "send-otp-for-register", "3 §7", "OTP for signup.", planned(3)),
  call(
    "POST",
    "site",
    "verify-otp-for-register",
    "3 §7",
    "Verify the signup OTP and log in.",
    planned(3),
  ),
];
