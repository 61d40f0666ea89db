import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { forbidden, notFound } from "../../errors";
import { minorToMajor, type Currency } from "../../money/currency";
import { computePrice, PERCENT_COUPON, type PriceBreakdown } from "../price/compute-price";
import { rateBetween } from "../price/rates";
import { getActivePack } from "../packs/packs";
import { invalidPromoMessage, PROMO_APPLIED, type PromoReason } from "./messages";
import { validatePromo, type PromoRow } from "./validate-promo";

export type PromoQuote =
  | { ok: true; promo: PromoRow; breakdown: PriceBreakdown | null }
  | { ok: false; reason: PromoReason; message: string };

/**
 * Checks a code for the caller and, with a pack, the amounts it would give (no wallet). Nothing is
 * written: the code is only redeemed when an order is created (createOrder).
 */
export async function quotePromo(
  db: Db,
  user: SessionUser,
  input: { code: string; packId?: number; now: Date },
): Promise<PromoQuote> {
  const pack = input.packId !== undefined ? await getActivePack(db, input.packId) : null;
  if (input.packId !== undefined && !pack) throw notFound("Pack not found.");
  const check = await validatePromo(db, input.code, {
    userId: user.id,
    now: input.now,
    pack: pack
      ? { courseId: pack.courseId, subjectId: pack.subjectId, currency: pack.currency }
      : undefined,
  });
  if (!check.ok) return { ...check, message: invalidPromoMessage(check.reason) };
  if (!pack) return { ok: true, promo: check.promo, breakdown: null };
  const inrRate =
    check.promo.couponType !== PERCENT_COUPON && pack.currency !== "INR"
      ? await rateBetween(db, "INR", pack.currency)
      : 1;
  const breakdown = computePrice({
    priceMinor: pack.priceMinor,
    currency: pack.currency,
    promo: check.promo,
    inrRate,
  });
  return { ok: true, promo: check.promo, breakdown };
}

/** POST /api/applyPromocode: the legacy answer. userId, when sent, must be the caller. */
export async function applyPromocodeCall(
  db: Db,
  user: SessionUser,
  body: { promocode: string; userId?: number; pack_id?: number },
  now: Date,
) {
  if (body.userId !== undefined && body.userId !== user.id && user.role !== "admin")
    throw forbidden();
  const quote = await quotePromo(db, user, { code: body.promocode, packId: body.pack_id, now });
  if (!quote.ok) {
    return {
      data: {
        status: false,
        regFee: 0,
        percent: 0,
        coupon_id: null,
        coupon_type: null,
        discount: 0,
        gst: 0,
        currency: null,
        message: quote.message,
      },
    };
  }
  const { promo, breakdown } = quote;
  const isPercent = promo.couponType === PERCENT_COUPON;
  const currency: Currency | null = breakdown?.currency ?? null;
  return {
    data: {
      status: true,
      regFee: breakdown ? minorToMajor(breakdown.total) : 0,
      percent: isPercent ? promo.discount : 0,
      coupon_id: promo.id,
      coupon_type: promo.couponType,
      discount: breakdown
        ? minorToMajor(breakdown.discount)
        : isPercent
          ? promo.discount
          : minorToMajor(promo.discount),
      gst: breakdown ? minorToMajor(breakdown.gst) : 0,
      currency,
      message: PROMO_APPLIED,
    },
  };
}
