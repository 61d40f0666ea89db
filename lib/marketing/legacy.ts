import { z } from "zod";

export const newsletterResponse = z.object({
  status: z.enum(["success", "error"]),
  responseCode: z.number().int().describe("200 on success"),
  message: z.string(),
  already_subscribed: z.boolean(),
});
