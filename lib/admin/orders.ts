import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contracts, orders, packs, refunds, users } from "@/db/schema";
import { unusedClasses } from "@/lib/billing/refunds/refund-order";
import { ORDER_STATUSES } from "./schemas";

export { ORDER_STATUSES };

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

/** One order for the console: amounts, buyer, its refunds, and what is left to refund. */
export async function getAdminOrder(db: Db, reference: string) {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(reference)) return null;
  const [row] = await db
    .select({
      order: orders,
      buyer: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      buyerEmail: users.email,
      pack: packs.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(packs, eq(packs.id, orders.packId))
    .where(eq(orders.reference, reference));
  if (!row) return null;
  const refundRows = await db
    .select({
      id: refunds.id,
      amountMinor: refunds.amountMinor,
      walletMinor: refunds.walletMinor,
      classesReversed: refunds.classesReversed,
      providerRefundId: refunds.providerRefundId,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
      admin: sql<string>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${refunds.adminId})`,
    })
    .from(refunds)
    .where(eq(refunds.orderId, row.order.id))
    .orderBy(desc(refunds.createdAt));
  const [contract] = await db.select().from(contracts).where(eq(contracts.orderId, row.order.id));
  const unused = contract
    ? await unusedClasses(db, contract, contract.totalClasses - contract.reversedClasses)
    : 0;
  const refunded = refundRows.reduce((s, r) => s + r.amountMinor, 0);
  return {
    ...row,
    refunds: refundRows,
    contract: contract ?? null,
    unusedClasses: unused,
    leftMinor: Math.max(row.order.totalMinor - refunded, 0),
    refundable: row.order.status === "paid" || row.order.status === "fulfilled",
  };
}
