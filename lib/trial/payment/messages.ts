/** The trial flow's payment modal (spec 3 §5 "Payment form") and pricing step messages. */
export const TRIAL_PAYMENT_MESSAGES = {
  name: "Please enter your name.",
  email: "Please enter your email.",
  emailInvalid: "Please enter a valid email.",
  number: "Please enter your number.",
  pack: "Please choose a package.",
  packNotOffered: "This package is not offered on the trial page. Please choose another one.",
  paid: "Payment received. Your weekly classes are booked.",
  released:
    "Your reserved times were released because the payment was not completed in time. Please choose your schedule again.",
} as const;
