import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { applyLeave, leaveBookings, withdrawLeave, type LeaveClass } from "./leave";
import { LEAVE_MESSAGES as M } from "./messages";
import type { LeaveApplyRequest, LeaveBookingsRequest, WithdrawLeaveRequest } from "./schemas";

/** Where the final step sends the teacher: their leave list. */
export const LEAVE_PAGE = "/em/leave";

const row = (c: LeaveClass) => ({
  session_id: c.sessionId,
  subject: c.subject,
  starts_at: c.startsAt.toISOString(),
  when: c.when,
  is_demo: c.isDemo,
  students: c.students,
});

const classesText = (n: number) =>
  n === 0
    ? "You have no classes on these dates."
    : `You have ${n} class${n === 1 ? "" : "es"} on these dates.`;

export async function leaveBookingsCall(
  db: Db,
  user: SessionUser,
  body: LeaveBookingsRequest,
  now: Date,
) {
  const classes = await leaveBookings(db, user, body, now);
  return {
    status: true as const,
    message: classesText(classes.length),
    bookings: classes.map(row),
  };
}

export async function storeLeaveCall(
  db: Db,
  user: SessionUser,
  body: LeaveApplyRequest,
  now: Date,
) {
  const { leaveId, plan } = await applyLeave(db, user, body, now);
  const moved = plan.filter((p) => p.outcome === "substitute").length;
  const cancelled = plan.length - moved;
  const bookings = plan.map((p) => ({ ...row(p), outcome: p.outcome, substitute: p.substitute }));
  if (body.step === "preview") {
    return {
      status: true as const,
      step: "preview" as const,
      message: `${classesText(plan.length)} ${moved} can move to a substitute teacher; ${cancelled} would be cancelled with the credit returned. Confirm to apply.`,
      bookings,
      leave_id: null,
    };
  }
  return {
    status: true as const,
    step: "final" as const,
    message: M.applied(moved, cancelled),
    bookings,
    leave_id: leaveId,
    redirect_url: LEAVE_PAGE,
  };
}

export async function withdrawLeaveCall(
  db: Db,
  user: SessionUser,
  body: WithdrawLeaveRequest,
  now: Date,
) {
  const { withdrawn } = await withdrawLeave(db, user, body, now);
  return { status: true as const, message: M.withdrawn, withdrawn };
}
