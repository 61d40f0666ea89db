import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { walletEntries } from "@/db/schema/billing";
import { CURRENCIES, type Currency } from "../../money/currency";

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
 * What the wallet can pay in this currency right now (never negative). Used by createOrder and, at
 * fulfilment, to check the order's wallet part is still covered before debiting it. Call it after
 * lockWallet in the same transaction when you are about to write.
 */
export async function walletAvailable(tx: Db, userId: number, currency: Currency): Promise<number> {
  return Math.max(0, await walletBalance(tx, userId, currency));
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

/**
 * Debits the wallet for an order at checkout (fulfilment): locks the wallet, checks the balance
 * covers the amount and writes one negative 'checkout' entry (unique per order, so a repeated
 * fulfilment cannot debit twice: the second insert violates wallet_entries_order_kind_key).
 * Runs in its own transaction, or joins the caller's.
 */
export async function debitWalletForOrder(
  db: Db,
  entry: { userId: number; currency: Currency; amountMinor: number; orderId: number },
) {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor <= 0)
    throw new Error("A wallet debit is a positive integer amount of minor units");
  return db.transaction(async (tx) => {
    await lockWallet(tx, entry.userId);
    const available = await walletAvailable(tx, entry.userId, entry.currency);
    if (available < entry.amountMinor) throw new Error("Insufficient wallet balance");
    const [row] = await tx
      .insert(walletEntries)
      .values({
        userId: entry.userId,
        currency: entry.currency,
        amountMinor: -entry.amountMinor,
        kind: "checkout",
        orderId: entry.orderId,
      })
      .returning();
    return row!;
  });
}
