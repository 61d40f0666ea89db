import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReceiptDocument } from "@/components/billing/receipt-document";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { getReceipt } from "@/lib/billing/receipts/orders";
import { isAppError } from "@/lib/errors";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Receipt", robots: { index: false } };

/** /st/orders/{reference}/receipt: the owner's printable receipt (404 for anyone else). */
export default async function ReceiptPage({ params }: { params: Promise<{ reference: string }> }) {
  const user = await requireAreaUser("student");
  const { reference } = await params;
  const receipt = await getReceipt(await getDb(), user, reference).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  });
  if (!receipt) notFound();
  return <ReceiptDocument receipt={receipt} />;
}
