import { z } from "zod";
import { idField, parseId } from "@/lib/fields";

// Request and response schemas of the workshop calls (spec 2 §7, spec 3 §7). Browser-safe.

/** POST /load-workshop: one course's upcoming workshops, or every course's when none is named. */
export const loadWorkshopRequest = z
  .object({
    course_id: z
      .unknown()
      .optional()
      .transform((v) => parseId(v) ?? undefined)
      .describe("a course id (number, digits or base64); none: every course"),
  })
  .default({ course_id: undefined });

export const workshopItem = z.object({
  slot_id: z.number().int().describe("the workshop's id (the slot of enloll-to-workshop)"),
  course_id: z.number().int(),
  course_name: z.string(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string().describe("ISO instant"),
  when: z.string().describe('in the viewer\'s zone: "Monday, 3rd Jan at 05:00 PM (IST)"'),
  duration_minutes: z.number().int(),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  is_free: z.boolean(),
  enrolled: z.boolean().describe("the logged-in child already has a seat"),
  enrol_path: z.string().describe("/enloll-to-workshop/{course_id}/{slot_id}"),
});

export const loadWorkshopResponse = z.object({
  status: z.literal(true),
  responseCode: z.literal(200),
  data: z.array(workshopItem),
});

/** GET /enloll-to-workshop/{course_id}/{slot_id}[?student_id]: path ids, an optional family child. */
export const enrolWorkshopParams = z.object({
  course_id: idField(),
  slot_id: idField(),
});

export const enrolWorkshopQuery = z.object({
  student_id: z
    .unknown()
    .optional()
    .transform((v) => parseId(v) ?? undefined)
    .describe("a child of the caller's family (default: the session's child)"),
});

export const enrolWorkshopResponse = z.object({
  status: z.boolean(),
  responseCode: z
    .number()
    .int()
    .describe("200 enrolled, 201 already enrolled, 409 full, 410 started, 402 not free"),
  message: z.string(),
  data: z
    .object({ redirect_to: z.string(), slot_id: z.number().int(), seats_left: z.number().int() })
    .nullable(),
});

export type WorkshopItem = z.infer<typeof workshopItem>;
export type EnrolWorkshopAnswer = z.infer<typeof enrolWorkshopResponse>;
