import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS, sessionEnrolments, trialFlows } from "@/db/schema";
import { notifyBooked } from "@/lib/notify/booking-notices";

/**
 * After a pack's payment is fulfilled (inside the fulfilment transaction, `tx`): the buyer's trial
 * flows that reserved seats for this pack become booked classes. Each flow is marked done (so the
 * release job can no longer give its seats back), and the family and the teacher get the booking
 * confirmation for the seats still held (notifyBooked; sent only if the payment commits). Answers
 * the enrolment ids confirmed.
 */
export async function confirmPaidTrialSeats(
  tx: Db,
  order: { userId: number; packId: number },
): Promise<number[]> {
  const flows = await tx
    .select({ id: trialFlows.id, reserved: trialFlows.reservedEnrolmentIds })
    .from(trialFlows)
    .where(
      and(
        eq(trialFlows.userId, order.userId),
        eq(trialFlows.packId, order.packId),
        ne(trialFlows.step, "done"),
        sql`cardinality(${trialFlows.reservedEnrolmentIds}) > 0`,
      ),
    )
    .for("update");
  const confirmed: number[] = [];
  for (const flow of flows) {
    const held = await tx
      .select({ id: sessionEnrolments.id })
      .from(sessionEnrolments)
      .where(
        and(
          inArray(sessionEnrolments.id, flow.reserved),
          eq(sessionEnrolments.studentId, order.userId),
          ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
        ),
      );
    await tx
      .update(trialFlows)
      .set({ step: "done", reservedUntil: null, updatedAt: sql`now()` })
      .where(eq(trialFlows.id, flow.id));
    confirmed.push(...held.map((r) => r.id));
  }
  if (confirmed.length > 0) await notifyBooked(tx, confirmed);
  return confirmed;
}
