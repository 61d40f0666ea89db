import { z } from "zod";

/** One class on the leave dates (teacher-bookings, and the preview with its outcome). */
export const leaveBookingRow = z.object({
  session_id: z.number().int(),
  subject: z.string(),
  starts_at: z.string(),
  when: z.string(),
  is_demo: z.boolean(),
  students: z.array(z.string()),
});

export const leaveBookingsResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  bookings: z.array(leaveBookingRow),
});

export const leavePlanRow = leaveBookingRow.extend({
  outcome: z.enum(["substitute", "cancelled"]),
  substitute: z.string().nullable(),
});

export const leaveApplyResponse = z.object({
  status: z.literal(true),
  step: z.enum(["preview", "final"]),
  message: z.string(),
  bookings: z.array(leavePlanRow),
  leave_id: z.number().int().nullable(),
  redirect_url: z.string().optional(),
});

export const withdrawLeaveResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  withdrawn: z.array(z.string()),
});
