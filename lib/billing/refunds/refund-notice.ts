import type { Db } from "@/db/client";
import type { Currency } from "../../money/currency";
import { formatMoney } from "../../money/format";
import { NOTICES } from "../../notify/messages";
import { loadRecipient } from "../../notify/recipients";
import { sendNotice } from "../../notify/send-notice";
import { siteUrl } from "../../site";

/**
 * The refund notice to the family that paid, inside the refund's transaction (sent only if the
 * refund commits): what went back where, how many classes came off the pack and how many booked
 * classes were cancelled for it (those are listed in their own cancellation notice).
 */
export async function notifyRefund(
  tx: Db,
  buyerId: number,
  r: {
    reference: string;
    currency: Currency;
    amountMinor: number;
    walletMinor: number;
    classes: number;
    cancelled: number;
  },
): Promise<void> {
  const buyer = await loadRecipient(tx, buyerId);
  if (!buyer) return;
  await sendNotice(
    tx,
    buyer,
    NOTICES.refunded(
      buyer.firstName,
      {
        amount: r.amountMinor > 0 ? formatMoney(r.amountMinor, r.currency) : "",
        wallet: r.walletMinor > 0 ? formatMoney(r.walletMinor, r.currency) : "",
        reference: r.reference,
        classes: r.classes,
        cancelled: r.cancelled,
      },
      `${siteUrl()}/st/orders`,
    ),
  );
}
