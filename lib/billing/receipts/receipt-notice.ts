import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, packs } from "@/db/schema";
import { formatMoney } from "../../money/format";
import { NOTICES } from "../../notify/messages";
import { loadRecipient } from "../../notify/recipients";
import { sendNotice } from "../../notify/send-notice";
import { siteUrl } from "../../site";

/**
 * The payment receipt to the buyer's family, inside the payment transaction (sent only if the
 * payment commits): amount, pack, order reference, the tax invoice number (INR) and a link to My
 * orders, where the receipt and invoice are downloaded.
 */
export async function notifyPaymentReceipt(tx: Db, orderId: number): Promise<void> {
  const [row] = await tx
    .select({ order: orders, pack: packs.name })
    .from(orders)
    .innerJoin(packs, eq(packs.id, orders.packId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const buyer = await loadRecipient(tx, row.order.userId);
  if (!buyer) return;
  const { order } = row;
  await sendNotice(
    tx,
    buyer,
    NOTICES.receipt(
      buyer.firstName,
      {
        pack: row.pack,
        total: formatMoney(order.totalMinor, order.currency),
        reference: order.reference,
        invoice: order.invoiceNumber,
      },
      `${siteUrl()}/st/orders`,
    ),
  );
}
