import { z } from "zod";

export const resumeSavedResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  redirect_url: z.literal("/em/thank-you"),
});
