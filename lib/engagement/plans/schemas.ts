import { z } from "zod";

export const planListResponse = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      contract_id: z.number().int(),
      course_name: z.string(),
      pack_name: z.string(),
      subject_name: z.string(),
      teacher_name: z.string().nullable(),
      classes_total: z.number().int(),
      classes_booked: z.number().int(),
      classes_held: z.number().int(),
      classes_left: z.number().int(),
      purchased_on: z.string(),
      valid_until: z.string(),
      valid_until_label: z.string(),
      is_valid: z.boolean(),
    }),
  ),
});
