import { z } from "zod";

export const holidaysResponse = z.object({
  status: z.literal(true),
  time_zone: z.string(),
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      starts_on: z.string().describe("India date YYYY-MM-DD"),
      ends_on: z.string(),
      days: z.number().int(),
      starts_at: z.string().describe("instant (ISO) of the India midnight it starts"),
      ends_at: z.string(),
      starts_local: z.string().describe("in the student's zone"),
      ends_local: z.string(),
      label: z.string(),
    }),
  ),
});
