import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Login and registration calls of spec 1 section 7 (base v1). */
export const ACCOUNT_CALLS_SPEC1: LegacyCall[] = [
  call("POST", "v1", "sendOTP", "1 §7", "Send a login OTP; answers login.", planned(3)),
  call("POST", "v1", "otpLogin", "1 §7", "Log in with an OTP.", planned(3)),
  call("POST", "v1", "passwordLogin", "1 §7", "Log in with a password.", planned(3)),
  call("POST", "v1", "hasEntityLogin", "1 §7", "Pick one account of a shared mobile.", planned(3)),
  call("POST", "v1", "hasUserLogin", "1 §7", "Is the caller logged in.", planned(3)),
  call("POST", "v1", "forgotPassword", "1 §7", "Start a password reset.", planned(3)),
  call("POST", "v1", "updatePassword", "1 §7", "Set a new password with an OTP.", planned(3)),
  call("POST", "v1", "getLocalityByCity", "1 §7", "Localities of a city.", planned(3)),
  call(
    "POST",
    "v1",
    "sendOTPForRegistration",
    "1 §7",
    "OTP to verify a mobile at signup.",
    planned(3),
  ),
  call("POST", "v1", "verifyOTP", "1 §7", "Verify the signup OTP.", planned(3)),
  call("POST", "v1", "userRegistrationStudent", "1 §7", "Register a student.", planned(3)),
  call("POST", "v1", "userRegistrationTeacher", "1 §7", "Register a teacher.", planned(3)),
  call("POST", "v1", "requestFreeDemo", "1 §7", "Ask for a free demo.", planned(3)),
];
