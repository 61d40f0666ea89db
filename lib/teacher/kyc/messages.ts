/** Messages of the KYC form and calls (spec 2 KYC; decision 031). */
export const KYC_MESSAGES = {
  panRequired: "Please enter your PAN.",
  panInvalid: "Please enter a valid PAN (5 letters, 4 digits, 1 letter, e.g. ABCDE1234F).",
  ifscRequired: "Please enter the IFSC code.",
  ifscInvalid: "Please enter a valid IFSC code (4 letters, 0, then 6 letters or digits).",
  gstInvalid: "Please enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV).",
  gstPanMismatch: "The GSTIN does not contain your PAN.",
  accountRequired: "Please enter your bank account number.",
  accountInvalid: "Please enter a valid bank account number (9 to 18 digits).",
  holderRequired: "Please enter the account holder's name.",
  bankRequired: "Please enter your bank's name.",
  addrRequired: "Please enter your address.",
  addrTooLong: "The address must not exceed 500 characters.",
  fileRequired: "Please upload this document.",
  fileType: "Please upload a PDF, JPG or PNG file.",
  fileTooLarge: (mb: number) => `The file must not be larger than ${mb} MB.`,
  declarationRequired: "Please accept the declaration.",
  declarationOtp: "Please confirm the declaration with the OTP sent to you.",
  otpRequired: "Please enter the OTP.",
  otpInvalid: "The OTP is incorrect. Please try again.",
  otpExpired: "The OTP has expired. Please ask for a new one.",
  otpLocked: "Too many wrong attempts. Please ask for a new OTP.",
  otpMissing: "Please ask for an OTP first.",
  otpSent: (to: string) => `An OTP has been sent to ${to}.`,
  verified: "OTP verified. Your declaration is confirmed.",
  noContact: "Your account has no mobile number or e-mail to send an OTP to.",
  saved: "Your KYC details are saved and sent for review.",
  reasonRequired: "Please give the reason for rejecting.",
  notFound: "No KYC details were found for this teacher.",
} as const;

/** The largest KYC document, in bytes. */
export const MAX_KYC_DOCUMENT_BYTES = 5 * 1024 * 1024;
