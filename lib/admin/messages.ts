/** What the operations console says (issue 27). */
export const ADMIN_MESSAGES = {
  wrongPassword: "The e-mail or password is wrong.",
  wrongOtp: "The OTP is wrong or has expired.",
  startAgain: "Your sign-in has expired. Please enter your e-mail and password again.",
  reasonRequired: "Please give a reason.",
  notPaid: "Only a paid order can be refunded.",
  tooMuch: "The refund is more than what is left to refund on this order.",
  tooManyClasses: "That is more classes than the contract has left unused.",
  alreadyDecided: "This item has already been decided.",
  unknownQueue: "No such queue.",
  notAdmin: "Admins cannot be deactivated here.",
  notTeacher: "That account is not a teacher.",
  refundFailed: "The payment provider refused the refund. Nothing was changed.",
} as const;
