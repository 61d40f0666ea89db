import { z } from "zod";

export const showcaseResponse = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      image_url: z.string(),
      course_name: z.string().nullable(),
      student_name: z.string().describe("first name and last initial"),
      approved_at: z.string(),
    }),
  ),
});
