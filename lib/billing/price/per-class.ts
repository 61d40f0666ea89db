import type { Currency } from "../../money/currency";
import { computePrice } from "./compute-price";

const WHOLE = 100;

/** Minor units rounded half up to whole rupees or dollars (display only). */
const toWhole = (minor: number) => Math.floor((minor + WHOLE / 2) / WHOLE) * WHOLE;

/**
 * The one price per class families see (plan page, package tabs, course and teacher pages,
 * checkout): a pack's payable total (GST included for INR) divided by its classes, rounded half
 * up to whole rupees or dollars. Display only: orders and the ledger keep the exact amounts.
 */
export function displayPerClassMinor(packTotalMinor: number, classes: number): number {
  if (!Number.isSafeInteger(packTotalMinor) || !Number.isInteger(classes) || classes <= 0) {
    throw new Error("A pack's total must be integer minor units and its classes positive");
  }
  return toWhole(packTotalMinor / classes);
}

/**
 * A teacher's rate (per class, before GST, as teacher_profiles keeps it) shown as the same number:
 * the teacher's own packs are priced rate × classes, so their per-class price is this one.
 */
export function teacherPerClassMinor(rateMinor: number, currency: Currency): number {
  return displayPerClassMinor(computePrice({ priceMinor: rateMinor, currency }).total, 1);
}
