import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contracts, orders, packs, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { requireRole } from "@/lib/auth/access";
import { notFound } from "@/lib/errors";

const columns = {
  reference: orders.reference,
  status: orders.status,
  currency: orders.currency,
  priceMinor: orders.priceMinor,
  discountMinor: orders.discountMinor,
  gstMinor: orders.gstMinor,
  walletMinor: orders.walletMinor,
  totalMinor: orders.totalMinor,
  provider: orders.provider,
  providerPaymentId: orders.providerPaymentId,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  fulfilledAt: orders.fulfilledAt,
  invoiceNumber: orders.invoiceNumber,
  packName: packs.name,
  packClasses: packs.totalClasses,
  creditedClasses: contracts.totalClasses,
  refundedMinor: sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from refunds r where r.order_id = ${orders.id})`,
  refundedToWalletMinor: sql<number>`(select coalesce(sum(r.wallet_minor), 0)::int from refunds r where r.order_id = ${orders.id})`,
};

export type OrderLine = Awaited<ReturnType<typeof listOrders>>[number];

/** The student's orders, newest first, with their amounts and the classes credited (if any). */
export async function listOrders(db: Db, user: SessionUser | null) {
  const u = requireRole(user, "student", "admin");
  return db
    .select(columns)
    .from(orders)
    .innerJoin(packs, eq(packs.id, orders.packId))
    .leftJoin(contracts, eq(contracts.orderId, orders.id))
    .where(eq(orders.userId, u.id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** One order's receipt for its owner; anyone else (or an unpaid order) gets 404. */
export async function getReceipt(db: Db, user: SessionUser | null, reference: string) {
  const u = requireRole(user, "student", "admin");
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(reference)) throw notFound("Order not found.");
  const [row] = await db
    .select({
      ...columns,
      buyerFirst: users.firstName,
      buyerLast: users.lastName,
      buyerEmail: users.email,
    })
    .from(orders)
    .innerJoin(packs, eq(packs.id, orders.packId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(contracts, eq(contracts.orderId, orders.id))
    .where(
      u.role === "admin"
        ? eq(orders.reference, reference)
        : and(eq(orders.reference, reference), eq(orders.userId, u.id)),
    );
  if (!row) throw notFound("Order not found.");
  return row;
}

export type Receipt = Awaited<ReturnType<typeof getReceipt>>;
