import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, packs, refunds, users } from "@/db/schema";

export const ORDER_STATUSES = [
  "created",
  "paid",
  "fulfilled",
  "failed",
  "refunded",
  "expired",
  "cancelled",
] as const;

export interface OrderFilter {
  q?: string;
  status?: (typeof ORDER_STATUSES)[number];
  currency?: "INR" | "USD";
  provider?: string;
  from?: Date;
  to?: Date;
}

/** Orders for the console, newest first (200 at most), with what has been refunded of each. */
export async function listAdminOrders(db: Db, f: OrderFilter = {}) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.currency) where.push(eq(orders.currency, f.currency));
  if (f.provider) where.push(eq(orders.provider, f.provider));
  if (f.from) where.push(gte(orders.createdAt, f.from));
  if (f.to) where.push(lt(orders.createdAt, f.to));
  const q = f.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(orders.reference, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      walletMinor: orders.walletMinor,
      provider: orders.provider,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      userId: orders.userId,
      buyer: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      pack: packs.name,
      refundedMinor: sql<number>`(select coalesce(sum(${refunds.amountMinor}), 0)::int from ${refunds} where ${refunds.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(packs, eq(packs.id, orders.packId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
}
export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>[number];
