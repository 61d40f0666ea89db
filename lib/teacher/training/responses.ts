import { z } from "zod";

export const trainingApplicationResponse = z.object({
  status: z.boolean(),
  message: z.string(),
});
