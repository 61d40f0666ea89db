import { FIELD_MESSAGES } from "@/lib/fields/messages";

/** The payment form's messages (spec 3 §5) and the answers of the payment calls. */
export const PAYMENT_MESSAGES = {
  name: "Please enter your name.",
  email: FIELD_MESSAGES.emailInvalid,
  number: "Please enter your number.",
  pack: "Please choose a package.",
  redirecting: "Redirecting to the payment page.",
  paid: "Payment received. Your classes are credited.",
  failed: "The payment failed. Please try again.",
  login: "Please log in to continue.",
} as const;
