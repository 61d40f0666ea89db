import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sandboxPayments } from "@/db/schema/billing";
import type { SandboxPaymentRecord } from "./sandbox";

/**
 * The sandbox's side of a payment (decision 043): the sandbox checkout records the payment it took
 * before it sends the webhook, as a real provider knows its payments whatever became of the
 * webhook. One payment per provider order: a failed attempt may be followed by a payment, a payment
 * is never replaced (pressing Pay again sends the same payment's webhook, nothing is taken twice).
 * Answers the payment in effect.
 */
export async function recordSandboxPayment(
  db: Db,
  providerOrderId: string,
  payment: SandboxPaymentRecord,
  now: Date,
): Promise<SandboxPaymentRecord> {
  const [stored] = await db
    .insert(sandboxPayments)
    .values({ providerOrderId, ...payment, createdAt: now })
    .onConflictDoUpdate({
      target: sandboxPayments.providerOrderId,
      set: { ...payment, createdAt: now },
      setWhere: sql`${sandboxPayments.outcome} = 'failed'`,
    })
    .returning();
  return toRecord(stored ?? (await rowOf(db, providerOrderId))!);
}

const rowOf = async (db: Db, providerOrderId: string) =>
  (
    await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.providerOrderId, providerOrderId))
  )[0];

/** The payment the sandbox took for its order, or null: what it answers when asked. */
export async function findSandboxPayment(
  db: Db,
  providerOrderId: string,
): Promise<SandboxPaymentRecord | null> {
  const row = await rowOf(db, providerOrderId);
  return row ? toRecord(row) : null;
}

function toRecord(row: typeof sandboxPayments.$inferSelect): SandboxPaymentRecord {
  return {
    paymentId: row.paymentId,
    outcome: row.outcome === "failed" ? "failed" : "paid",
    amountMinor: row.amountMinor,
    currency: row.currency,
  };
}
