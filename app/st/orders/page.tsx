import type { Metadata } from "next";
import { ReceiptOrders } from "@/components/billing/receipt-orders";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { listOrders } from "@/lib/billing/receipts/orders";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My orders", robots: { index: false } };

/** /st/orders: the student's orders, their status and GST breakdown. */
export default async function StudentOrdersPage() {
  const user = await requireAreaUser("student");
  const orders = await listOrders(await getDb(), user);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">My orders</h1>
      <ReceiptOrders orders={orders} />
    </main>
  );
}
