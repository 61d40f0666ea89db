import { and, eq, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { trialFlows } from "@/db/schema";
import { releaseFlowSeats, RELEASE_REASON } from "./reserve";

/**
 * The job behind the reservation hold: every trial flow whose reserved seats were not paid for by
 * `reserved_until` gives them back (the flow goes back to step 2). The flow call does the same for
 * its own flow when it is opened, so correctness never waits for this job. Answers how many flows
 * were released. A flow whose pack was paid is "done" and keeps its seats.
 */
export async function releaseStaleReservations(db: Db, now: Date): Promise<number> {
  const stale = await db
    .select({
      id: trialFlows.id,
      userId: trialFlows.userId,
      reservedEnrolmentIds: trialFlows.reservedEnrolmentIds,
    })
    .from(trialFlows)
    .where(
      and(
        isNotNull(trialFlows.reservedUntil),
        lte(trialFlows.reservedUntil, now),
        ne(trialFlows.step, "done"),
        sql`cardinality(${trialFlows.reservedEnrolmentIds}) > 0`,
      ),
    )
    .limit(200);
  let released = 0;
  for (const flow of stale) {
    // Re-read under the release: a payment that landed meanwhile is seen by the next flow call.
    const [still] = await db
      .select({ step: trialFlows.step })
      .from(trialFlows)
      .where(and(eq(trialFlows.id, flow.id), ne(trialFlows.step, "done")));
    if (!still) continue;
    await releaseFlowSeats(db, flow, now, RELEASE_REASON, {
      step: "2",
      packId: null,
      billingName: null,
    });
    released++;
  }
  return released;
}
