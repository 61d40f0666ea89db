import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { orders, walletEntries } from "@/db/schema/billing";
import { CURRENCIES, type Currency } from "../../money/currency";
import { holdsAt } from "../orders/order-hold";

export type WalletCreditKind = "referral" | "refund" | "topup" | "adjustment";

/**
 * Serialises everything that reads-then-writes a user's wallet (order creation, debits, credits):
 * locks the user's row until the transaction ends. Call inside a transaction.
 */
export async function lockWallet(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The ledger balance in one currency (sum of signed entries, minor units). */
export async function walletBalance(db: Db, userId: number, currency: Currency): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amountMinor}), 0)` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.currency, currency)));
  return Number(row?.sum ?? 0);
}

/** Balances in every currency, e.g. { INR: 50000, USD: 0 }. */
export async function walletBalances(db: Db, userId: number): Promise<Record<Currency, number>> {
  const rows = await db
    .select({
      currency: walletEntries.currency,
      sum: sql<string>`coalesce(sum(${walletEntries.amountMinor}), 0)`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .groupBy(walletEntries.currency);
  const out = Object.fromEntries(CURRENCIES.map((c) => [c, 0])) as Record<Currency, number>;
  for (const r of rows) out[r.currency] = Number(r.sum);
  return out;
}

/**
 * The wallet parts the user's open orders hold at `now` (status "created", before expires_at), in
 * this currency, leaving out `exceptOrderId` (the order being paid).
 */
export async function walletReserved(
  db: Db,
  userId: number,
  currency: Currency,
  now: Date,
  exceptOrderId?: number,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${orders.walletMinor}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.currency, currency),
        holdsAt(now),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * What the wallet can pay in this currency at `now` (never negative): the ledger balance less what
 * open orders hold (walletReserved). Call it after lockWallet in the same transaction when you are
 * about to write, so two orders cannot both count the same money. Pages pass lib/clock now().
 */
export async function walletAvailable(
  tx: Db,
  userId: number,
  currency: Currency,
  now: Date,
  exceptOrderId?: number,
): Promise<number> {
  const balance = await walletBalance(tx, userId, currency);
  const reserved = await walletReserved(tx, userId, currency, now, exceptOrderId);
  return Math.max(0, balance - reserved);
}

/** Adds a positive entry (referral, refund, top-up, adjustment). */
export async function creditWallet(
  db: Db,
  entry: {
    userId: number;
    currency: Currency;
    amountMinor: number;
    kind: WalletCreditKind;
    orderId?: number | null;
    note?: string | null;
  },
) {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor <= 0)
    throw new Error("A wallet credit is a positive integer amount of minor units");
  const [row] = await db
    .insert(walletEntries)
    .values({ ...entry, orderId: entry.orderId ?? null, note: entry.note ?? null })
    .returning();
  return row!;
}

export interface OrderDebit {
  /** What the ledger's checkout entry takes (0: no entry). */
  debitedMinor: number;
  /** What the wallet could not cover (a late payment of an expired order); not debited. */
  shortfallMinor: number;
}

/**
 * Debits the wallet part of an order at fulfilment, never below what the wallet has: locks the
 * wallet, takes what is available to this order (the ledger less the holds of the user's other
 * open orders) up to the amount, and writes one negative 'checkout' entry. The rest is answered as
 * the shortfall. An order already debited is not debited again (one checkout entry per order, also
 * guarded by wallet_entries_order_kind_key). Runs in its own transaction, or joins the caller's.
 */
export async function debitWalletForOrder(
  db: Db,
  entry: {
    userId: number;
    currency: Currency;
    amountMinor: number;
    orderId: number;
    note?: string | null;
  },
  now: Date,
): Promise<OrderDebit> {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor <= 0)
    throw new Error("A wallet debit is a positive integer amount of minor units");
  return db.transaction(async (tx) => {
    await lockWallet(tx, entry.userId);
    const [done] = await tx
      .select({ amountMinor: walletEntries.amountMinor })
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, entry.orderId), eq(walletEntries.kind, "checkout")));
    if (done) return { debitedMinor: -done.amountMinor, shortfallMinor: 0 };
    const available = await walletAvailable(tx, entry.userId, entry.currency, now, entry.orderId);
    const debitedMinor = Math.min(available, entry.amountMinor);
    if (debitedMinor > 0) {
      await tx.insert(walletEntries).values({
        userId: entry.userId,
        currency: entry.currency,
        amountMinor: -debitedMinor,
        kind: "checkout",
        orderId: entry.orderId,
        note: entry.note ?? null,
      });
    }
    return { debitedMinor, shortfallMinor: entry.amountMinor - debitedMinor };
  });
}
