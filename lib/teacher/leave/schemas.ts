import { z } from "zod";
import { LEAVE_TYPES, MAX_LEAVE_DAYS } from "./constants";
import { LEAVE_MESSAGES as M } from "./messages";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date "YYYY-MM-DD" that exists. */
export const leaveDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(
      (v) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v,
      M.dateInvalid,
    );

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const range = z.object({
  from_date: leaveDate(M.fromDateRequired),
  to_date: leaveDate(M.toDateRequired),
});

function checkRange(v: { from_date: string; to_date: string }, ctx: z.RefinementCtx) {
  if (v.to_date < v.from_date) {
    ctx.addIssue({ code: "custom", path: ["to_date"], message: M.toBeforeFrom });
  } else if (dayCount(v.from_date, v.to_date) > MAX_LEAVE_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to_date"], message: M.tooLong(MAX_LEAVE_DAYS) });
  }
}

/** POST /em/hrms/teacher-leave-apply/teacher-bookings: the classes on the chosen dates. */
export const leaveBookingsRequest = range.superRefine(checkRange);
export type LeaveBookingsRequest = z.output<typeof leaveBookingsRequest>;

/** POST /store-teacher-leave-apply: `step` preview (nothing saved) or final. */
export const leaveApplyRequest = range
  .extend({
    type: z.enum(LEAVE_TYPES, { error: M.typeRequired }),
    reason: z.string().trim().max(300, M.reasonTooLong).optional().default(""),
    step: z.enum(["preview", "final"]).optional().default("preview"),
  })
  .superRefine(checkRange);
export type LeaveApplyRequest = z.output<typeof leaveApplyRequest>;

/** POST /withdraw-teacher-leaves {type, id, date}: one day ("day", with date) or the whole leave. */
export const withdrawLeaveRequest = z
  .object({
    type: z.enum(["day", "all"], { error: M.withdrawTypeRequired }),
    id: z.coerce.number().int().positive(),
    date: leaveDate(M.noDate).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "day" && !v.date)
      ctx.addIssue({ code: "custom", path: ["date"], message: M.noDate });
  });
export type WithdrawLeaveRequest = z.output<typeof withdrawLeaveRequest>;

export { dayCount };
