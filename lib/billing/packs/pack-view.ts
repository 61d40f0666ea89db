import type { Db } from "@/db/client";
import type { packs } from "@/db/schema/billing";
import type { Currency } from "../../money/currency";
import { computePrice } from "../price/compute-price";
import { displayPerClassMinor } from "../price/per-class";
import { convertMinor, rateBetween } from "../price/rates";

export type PackRow = typeof packs.$inferSelect;

/** A pack as a buyer sees it: amounts in minor units of `currency`, GST included in `totalMinor`. */
export interface PackView {
  id: number;
  name: string;
  subjectId: number;
  courseId: number | null;
  teacherId: number | null;
  levelId: number;
  courseType: "group" | "individual";
  segment: string;
  totalClasses: number;
  isOffer: boolean;
  /** Currency of the amounts below (the viewer's). */
  currency: Currency;
  /** Currency the pack is sold in (what an order charges). */
  packCurrency: Currency;
  /** True when the amounts were converted from the pack's currency with the stored rate. */
  converted: boolean;
  priceMinor: number;
  gstMinor: number;
  totalMinor: number;
  perClassMinor: number;
}

const keyOf = (p: PackRow) =>
  [p.subjectId, p.courseId, p.teacherId, p.levelId, p.courseType, p.segment, p.totalClasses].join(
    "|",
  );

function view(p: PackRow, currency: Currency, rate: number): PackView {
  const converted = p.currency !== currency;
  const priceMinor = converted ? Math.max(1, convertMinor(p.priceMinor, rate)) : p.priceMinor;
  const b = computePrice({ priceMinor, currency });
  return {
    id: p.id,
    name: p.name,
    subjectId: p.subjectId,
    courseId: p.courseId,
    teacherId: p.teacherId,
    levelId: p.levelId,
    courseType: p.courseType === "group" ? "group" : "individual",
    segment: p.segment,
    totalClasses: p.totalClasses,
    isOffer: p.isOffer,
    currency,
    packCurrency: p.currency,
    converted,
    priceMinor: b.price,
    gstMinor: b.gst,
    totalMinor: b.total,
    perClassMinor: displayPerClassMinor(b.total, p.totalClasses),
  };
}

/**
 * One view per pack variant in the viewer's currency: the pack sold in that currency when there is
 * one, otherwise the other currency's pack with its price converted at the stored rate (GST then
 * follows the viewer's currency). Sorted by segment, level, type and class count.
 */
export async function viewPacks(db: Db, rows: PackRow[], currency: Currency): Promise<PackView[]> {
  const byKey = new Map<string, PackRow>();
  for (const p of rows) {
    const seen = byKey.get(keyOf(p));
    if (!seen || (seen.currency !== currency && p.currency === currency)) byKey.set(keyOf(p), p);
  }
  const chosen = [...byKey.values()];
  const needsRate = chosen.some((p) => p.currency !== currency);
  const other: Currency = currency === "INR" ? "USD" : "INR";
  const rate = needsRate ? await rateBetween(db, other, currency) : 1;
  return chosen
    .map((p) => view(p, currency, rate))
    .sort(
      (a, b) =>
        (a.teacherId ?? 0) - (b.teacherId ?? 0) ||
        a.segment.localeCompare(b.segment) ||
        a.subjectId - b.subjectId ||
        a.levelId - b.levelId ||
        b.courseType.localeCompare(a.courseType) ||
        a.totalClasses - b.totalClasses ||
        a.id - b.id,
    );
}
