import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { invoiceSeries, orders } from "@/db/schema/billing";
import { toWallTime } from "../../scheduling/zoned-time";

/** Invoices are dated in India's time (IST), whatever the buyer's zone. */
export const INVOICE_ZONE = "Asia/Kolkata";

/** The prefix of every tax invoice number (at most 16 characters, so a number fits 30). */
export const INVOICE_PREFIX = "TL";

/**
 * The Indian financial year (1 April – 31 March) an instant falls in, in IST: "2026-27". An instant
 * at 31 March 23:00 IST is still the old year even though it is already 1 April nowhere in India.
 */
export function financialYearOf(instant: Date): string {
  const [y, m] = toWallTime(instant, INVOICE_ZONE).date.split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "TL/2026-27/000042": prefix, financial year, the year's sequence number. */
export function formatInvoiceNumber(financialYear: string, n: number): string {
  return `${INVOICE_PREFIX}/${financialYear}/${String(n).padStart(6, "0")}`;
}

/**
 * Gives a paid INR order the next tax invoice number of `now`'s financial year. Call inside the
 * payment transaction holding the order's row lock: the year's counter row is incremented with an
 * upsert, whose row lock serialises concurrent payments, and a payment that rolls back gives its
 * number back with it, so a year's numbers have no gaps; orders.invoice_number is unique in the
 * database. USD orders (no GST) get none. Idempotent: an order keeps a number once given.
 */
export async function assignInvoiceNumber(
  tx: Db,
  order: { id: number; currency: string; invoiceNumber: string | null },
  now: Date,
): Promise<string | null> {
  if (order.currency !== "INR") return null;
  if (order.invoiceNumber) return order.invoiceNumber;
  const financialYear = financialYearOf(now);
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.financialYear,
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ n: invoiceSeries.lastNumber });
  const number = formatInvoiceNumber(financialYear, row!.n);
  await tx.update(orders).set({ invoiceNumber: number }).where(eq(orders.id, order.id));
  return number;
}
