import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses } from "@/db/schema";
import { orders, promoCodes, promoRedemptions } from "@/db/schema/billing";
import type { Currency } from "../../money/currency";
import { usesPromoAt } from "../orders/order-hold";
import type { PromoReason } from "./messages";

export type PromoRow = typeof promoCodes.$inferSelect;

/** What a promo is being applied to; without a pack only dates, the flag and limits are checked. */
export interface PromoContext {
  userId: number;
  /** The request's instant: the promo's dates and the open orders' holds are judged at it. */
  now: Date;
  pack?: { courseId: number | null; subjectId: number; currency: Currency };
  /** Lock the promo row (inside a transaction) so two orders cannot both take its last use. */
  lock?: boolean;
}

export type PromoCheck = { ok: true; promo: PromoRow } | { ok: false; reason: PromoReason };

/** The rules that need no database: flag, dates, scope. Pure, so they are unit tested. */
export function checkPromoTerms(
  promo: Pick<PromoRow, "isActive" | "validFrom" | "validTo" | "currency" | "courseId">,
  now: Date,
  pack?: { currency: Currency; courseMatches: boolean },
): PromoReason | null {
  if (!promo.isActive) return "inactive";
  if (now < promo.validFrom) return "not_started";
  if (now >= promo.validTo) return "expired";
  if (pack && promo.currency && promo.currency !== pack.currency) return "wrong_currency";
  if (pack && promo.courseId !== null && !pack.courseMatches) return "wrong_course";
  return null;
}

/** The usage limits, given the redemptions counted so far. Pure. */
export function checkPromoLimits(
  promo: Pick<PromoRow, "maxUses" | "maxUsesPerUser">,
  used: { total: number; byUser: number },
): PromoReason | null {
  if (promo.maxUses !== null && used.total >= promo.maxUses) return "used_up";
  if (used.byUser >= promo.maxUsesPerUser) return "already_used";
  return null;
}

/**
 * Does a course-scoped promo cover the pack? A pack of that course, or a general pack (no course)
 * of the course's subject.
 */
async function courseMatches(
  db: Db,
  promo: PromoRow,
  pack: NonNullable<PromoContext["pack"]>,
): Promise<boolean> {
  if (promo.courseId === null) return true;
  if (pack.courseId !== null) return pack.courseId === promo.courseId;
  const [c] = await db
    .select({ subjectId: courses.subjectId })
    .from(courses)
    .where(eq(courses.id, promo.courseId));
  return c?.subjectId === pack.subjectId;
}

/**
 * Redemptions that count at `now`: those whose order is paid (or was: fulfilled, refunded) or still
 * open within its hold. A failed or expired order gives its use back. `exceptOrderId` leaves out
 * the order being paid (a late payment's own use, lib/billing/promo/late-payment.ts).
 */
export async function countRedemptions(
  db: Db,
  promoId: number,
  userId: number,
  now: Date,
  exceptOrderId?: number,
) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byUser: sql<number>`(count(*) filter (where ${promoRedemptions.userId} = ${userId}))::int`,
    })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(
      and(
        eq(promoRedemptions.promoId, promoId),
        usesPromoAt(now),
        exceptOrderId === undefined ? undefined : ne(promoRedemptions.orderId, exceptOrderId),
      ),
    );
  return { total: Number(row?.total ?? 0), byUser: Number(row?.byUser ?? 0) };
}

/** Finds a code (case-insensitive) and checks every rule for this user and pack. */
export async function validatePromo(db: Db, code: string, ctx: PromoContext): Promise<PromoCheck> {
  const trimmed = code.trim();
  if (!trimmed) return { ok: false, reason: "not_found" };
  const query = db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = ${trimmed.toUpperCase()}`);
  const [promo] = ctx.lock ? await query.for("update") : await query;
  if (!promo) return { ok: false, reason: "not_found" };
  const now = ctx.now;
  const pack = ctx.pack
    ? { currency: ctx.pack.currency, courseMatches: await courseMatches(db, promo, ctx.pack) }
    : undefined;
  const termsProblem = checkPromoTerms(promo, now, pack);
  if (termsProblem) return { ok: false, reason: termsProblem };
  const limitProblem = checkPromoLimits(
    promo,
    await countRedemptions(db, promo.id, ctx.userId, now),
  );
  if (limitProblem) return { ok: false, reason: limitProblem };
  return { ok: true, promo };
}
