import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { queueDecisions } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { PG_UNIQUE, pgViolation } from "@/lib/db-errors";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { audited } from "../audit";
import { ADMIN_MESSAGES } from "../messages";
import { queueBySlug } from "./definitions";

/**
 * Decides one item of a queue with a reason: the decision (one per item), what the queue does with
 * it, and the audit row, in one transaction. A second decision on the same item is refused (409).
 */
export async function decideQueueItem(
  db: Db,
  admin: SessionUser,
  input: { queue: string; id: number; decision: string; reason: string },
  now: Date,
) {
  const def = queueBySlug(input.queue);
  if (!def) throw notFound(ADMIN_MESSAGES.unknownQueue);
  if (!def.decisions.some((d) => d.value === input.decision)) {
    throw badRequest("Please choose a decision.", { decision: ["Please choose a decision."] });
  }
  const reason = input.reason.trim();
  if (!reason)
    throw badRequest(ADMIN_MESSAGES.reasonRequired, { reason: [ADMIN_MESSAGES.reasonRequired] });
  const item = await def.get(db, input.id);
  if (!item) throw notFound("No such item.");
  try {
    const done = await audited(
      db,
      admin,
      `queue.${def.slug}.${input.decision}`,
      { type: def.slug, id: input.id },
      now,
      async (tx) => {
        const [prior] = await tx
          .select({ id: queueDecisions.id })
          .from(queueDecisions)
          .where(and(eq(queueDecisions.queue, def.slug), eq(queueDecisions.itemId, input.id)));
        if (prior) throw conflict(ADMIN_MESSAGES.alreadyDecided);
        await tx.insert(queueDecisions).values({
          queue: def.slug,
          itemId: input.id,
          decision: input.decision,
          reason,
          adminId: admin.id,
          decidedAt: now,
        });
        const effect = def.onDecide
          ? await def.onDecide(tx, { id: input.id, decision: input.decision, reason, admin, now })
          : {};
        return {
          result: { queue: def.slug, id: input.id, decision: input.decision },
          before: effect.before ?? { decision: null },
          after: effect.after ?? { decision: input.decision },
          reason,
        };
      },
    );
    def.afterDecide?.({ id: input.id, decision: input.decision });
    return done;
  } catch (error) {
    if (pgViolation(error, [PG_UNIQUE])?.constraint === "queue_decisions_item_key") {
      throw conflict(ADMIN_MESSAGES.alreadyDecided);
    }
    throw error;
  }
}
