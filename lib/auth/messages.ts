/** Login messages, word for word from spec 1 section 8. */
export const LOGIN_MESSAGES = {
  notActive: "Your account is not activated, Please activate it.",
  invalidCredentials: "Invalid User Credentilas.",
  incorrectOtp: "Incorrect OTP !!!",
  incorrectPassword: "Incorrect password !!!",
  invalidUser: "Invalid user!!!",
  multipleUsers: "Multiple users has been detected. Please login with your registered Email.",
  alreadyLoggedIn: "You are already logged in.",
} as const;
