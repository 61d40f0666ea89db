import { z } from "zod";
import { looseText, toOptionalText } from "@/lib/fields";

const optionalText = z.preprocess(toOptionalText, looseText.optional());

export const FLOW_ACTIONS = ["show", "back", "otp_sent", "choose_pack", "billing"] as const;

/** POST show-trail-pages-booking-flow. */
export const showFlowRequest = z.object({
  course_id: z.coerce.number().int().positive().max(2_147_483_647).describe("the course"),
  action: z
    .preprocess(toOptionalText, z.enum(FLOW_ACTIONS).optional())
    .describe(
      "show (default): the current step; back: one step back; otp_sent: step 1B after registerStudent sent a code; choose_pack: step 3's pack; billing: step 4's fields",
    ),
  mobile: optionalText.describe("otp_sent: the mobile the code went to"),
  pack_id: z
    .preprocess(toOptionalText, z.coerce.number().int().positive().max(2_147_483_647).optional())
    .describe("choose_pack"),
  promo_code: z.preprocess(toOptionalText, z.string().trim().max(40).optional()),
  name: optionalText.describe("billing"),
  email: optionalText.describe("billing"),
  number: optionalText.describe("billing"),
  user_timezone: optionalText.describe("the family's zone for the labels"),
});
export type ShowFlowRequest = z.output<typeof showFlowRequest>;

export const showFlowResponse = z.object({
  status: z
    .enum([
      "process_step_1A",
      "process_step_1B",
      "process_step_2",
      "process_step_3",
      "process_step_4",
      "process_step_5",
      "process_complete",
    ])
    .describe("the step to show"),
  step: z.string(),
  completed: z.array(z.string()).describe("the breadcrumb's completed steps"),
  can_go_back: z.boolean(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  view: z.record(z.string(), z.unknown()).describe("the step's content"),
});
