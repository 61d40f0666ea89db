import { z } from "zod";

export const kycOtpSentResponse = z.object({ status: z.literal(true), message: z.string() });
export const kycOtpVerifiedResponse = z.object({
  status: z.literal(true),
  verified: z.literal(true),
  message: z.string(),
});
export const kycSavedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  redirect_url: z.literal("/em/dashboard"),
});
