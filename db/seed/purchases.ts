/**
 * The packs the seeded students bought: a paid seat needs an unused class of a pack of its subject
 * (lib/scheduling/booking/paid-classes.ts), so every student who holds paid seats in the class
 * history bought enough 12-class packs of the subject (with any teacher) to cover them, with at
 * least PURCHASE_SPARE classes left to book. Each is a fulfilled sandbox order with its contract,
 * paid a day before the first of those seats was booked, with its GST tax invoice number (the
 * series of its financial year, in payment order), so My orders offers the invoice PDF.
 */
import { and, eq } from "drizzle-orm";
import { assignInvoiceNumber } from "../../lib/billing/invoice/series";
import { computePrice } from "../../lib/billing/price/compute-price";
import type { Db } from "../client";
import { contracts, orders, packs } from "../schema/billing";

type PackRow = typeof packs.$inferSelect;

/** The pack the seeded students bought: INR, level 17, individual, regular, 12 classes. */
export const PURCHASE_PACK_CLASSES = 12;
/** Classes each seeded buyer still has to book (the demo student can try paid booking). */
export const PURCHASE_SPARE = 4;

const DAY = 86_400_000;

export interface PaidSeat {
  studentId: number;
  subjectId: number;
  bookedAt: Date;
}

/** Rows of the tables seedPurchases writes. */
export async function countPurchaseRows(db: Db) {
  const [orderCount, contractCount] = await Promise.all([db.$count(orders), db.$count(contracts)]);
  return { orders: orderCount, contracts: contractCount };
}

async function packOf(tx: Db, subjectId: number) {
  const [pack] = await tx
    .select()
    .from(packs)
    .where(
      and(
        eq(packs.subjectId, subjectId),
        eq(packs.currency, "INR"),
        eq(packs.levelId, 17),
        eq(packs.courseType, "individual"),
        eq(packs.segment, "regular"),
        eq(packs.totalClasses, PURCHASE_PACK_CLASSES),
      ),
    );
  if (!pack)
    throw new Error(`Seed: no ${PURCHASE_PACK_CLASSES}-class pack of subject ${subjectId}`);
  return pack;
}

/** A fulfilled sandbox order of the pack, paid at `paidAt`, with its contract (the classes). */
export async function insertPaidOrder(
  tx: Db,
  input: { reference: string; studentId: number; pack: PackRow; paidAt: Date },
) {
  const { pack, paidAt, studentId } = input;
  const price = computePrice({ priceMinor: pack.priceMinor, currency: pack.currency });
  const [order] = await tx
    .insert(orders)
    .values({
      reference: input.reference,
      userId: studentId,
      packId: pack.id,
      teacherId: pack.teacherId,
      currency: pack.currency,
      priceMinor: price.price,
      discountMinor: price.discount,
      gstMinor: price.gst,
      walletMinor: price.wallet,
      totalMinor: price.total,
      status: "fulfilled",
      provider: "sandbox",
      paidAt,
      fulfilledAt: paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning({ id: orders.id });
  await assignInvoiceNumber(
    tx,
    { ...order!, currency: pack.currency, invoiceNumber: null },
    paidAt,
  );
  await tx.insert(contracts).values({
    orderId: order!.id,
    studentId,
    teacherId: pack.teacherId,
    subjectId: pack.subjectId,
    packId: pack.id,
    totalClasses: pack.totalClasses,
    createdAt: paidAt,
  });
}
const firstBookedOf = (held: readonly PaidSeat[]) =>
  Math.min(...held.map((s) => s.bookedAt.getTime()));

export async function seedPurchases(tx: Db, seats: readonly PaidSeat[]) {
  const byBuyer = new Map<string, PaidSeat[]>();
  for (const seat of seats) {
    const key = `${seat.studentId}_${seat.subjectId}`;
    byBuyer.set(key, [...(byBuyer.get(key) ?? []), seat]);
  }
  let orderCount = 0;
  // In payment order, so each financial year's invoice numbers follow the payment dates.
  const buyers = [...byBuyer].sort(
    ([a, x], [b, y]) => firstBookedOf(x) - firstBookedOf(y) || a.localeCompare(b),
  );
  for (const [key, held] of buyers) {
    const { studentId, subjectId } = held[0]!;
    const pack = await packOf(tx, subjectId);
    const firstBooked = firstBookedOf(held);
    const bought = Math.ceil((held.length + PURCHASE_SPARE) / PURCHASE_PACK_CLASSES);
    for (let i = 0; i < bought; i++) {
      const paidAt = new Date(firstBooked - DAY + i * 60_000);
      await insertPaidOrder(tx, { reference: `ord_seed_${key}_${i + 1}`, studentId, pack, paidAt });
      orderCount++;
    }
  }
  return { orders: orderCount, contracts: orderCount };
}
