import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, packs } from "@/db/schema";

/** An order with its pack's name, class count and subject, by its public reference (null when unknown). */
export async function findOrderByReference(db: Db, reference: string) {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(reference)) return null;
  const [row] = await db
    .select({
      order: orders,
      packName: packs.name,
      totalClasses: packs.totalClasses,
      subjectId: packs.subjectId,
    })
    .from(orders)
    .innerJoin(packs, eq(packs.id, orders.packId))
    .where(eq(orders.reference, reference));
  return row ?? null;
}

export type OrderWithPack = NonNullable<Awaited<ReturnType<typeof findOrderByReference>>>;
