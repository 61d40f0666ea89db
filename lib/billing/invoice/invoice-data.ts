import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, orders, packs, users } from "@/db/schema";
import { requireRole } from "../../auth/access";
import type { SessionUser } from "../../auth/session-user";
import { notFound } from "../../errors";
import type { Currency } from "../../money/currency";
import { ORDER_MESSAGES } from "../orders/messages";
import { isPaid } from "../orders/order-states";
import { gstStateCode, gstStateName } from "./gst-states";
import { sellerFromEnv, type Seller } from "./seller";
import { splitGst, type TaxSplit } from "./tax-split";

/** Everything a tax invoice (INR) or a plain receipt (USD, older INR orders) prints. */
export interface InvoiceData {
  kind: "tax-invoice" | "receipt";
  /** The invoice number (tax invoices) or the order reference (receipts). */
  number: string;
  reference: string;
  /** When it was paid: the invoice date, printed in IST. */
  paidAt: Date;
  currency: Currency;
  seller: Seller;
  buyer: { name: string; email: string | null; stateName: string | null };
  /** GST state code of the place of supply (tax invoices). */
  placeOfSupply: { code: string; name: string };
  line: { description: string; classes: number };
  priceMinor: number;
  discountMinor: number;
  taxableMinor: number;
  gstMinor: number;
  split: TaxSplit;
  walletMinor: number;
  totalMinor: number;
  paymentId: string | null;
}

/**
 * A paid order's invoice for its owner (admins: any); unknown, someone else's or unpaid: 404. All
 * amounts come from the order's ledger row (orders). Place of supply: the buyer's state on their
 * profile; unknown (no address on record), the seller's own state, as GST's rule for services to an
 * unregistered buyer says.
 */
export async function loadInvoice(
  db: Db,
  user: SessionUser | null,
  reference: string,
  env: Record<string, string | undefined> = process.env,
): Promise<InvoiceData> {
  const u = requireRole(user, "student", "admin");
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(reference)) throw notFound(ORDER_MESSAGES.notFound);
  const byRef = eq(orders.reference, reference);
  const [row] = await db
    .select({ order: orders, pack: packs, buyer: users, family: families })
    .from(orders)
    .innerJoin(packs, eq(packs.id, orders.packId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(families, eq(families.id, users.familyId))
    .where(u.role === "admin" ? byRef : and(byRef, eq(orders.userId, u.id)));
  if (!row || !isPaid(row.order.status) || !row.order.paidAt) {
    throw notFound(ORDER_MESSAGES.notFound);
  }
  const { order, pack, buyer, family } = row;
  const seller = sellerFromEnv(env);
  const code = gstStateCode(buyer.state) ?? seller.stateCode;
  const taxInvoice = order.currency === "INR" && order.invoiceNumber !== null;
  return {
    kind: taxInvoice ? "tax-invoice" : "receipt",
    number: order.invoiceNumber ?? order.reference,
    reference: order.reference,
    paidAt: order.paidAt!,
    currency: order.currency,
    seller,
    buyer: {
      name: family?.parentName?.trim() || `${buyer.firstName} ${buyer.lastName}`.trim(),
      email: family?.email ?? buyer.email,
      stateName: buyer.state,
    },
    placeOfSupply: { code, name: gstStateName(code) ?? code },
    line: { description: pack.name, classes: pack.totalClasses },
    priceMinor: order.priceMinor,
    discountMinor: order.discountMinor,
    taxableMinor: order.priceMinor - order.discountMinor,
    gstMinor: order.gstMinor,
    split: splitGst(order.gstMinor, code, seller.stateCode),
    walletMinor: order.walletMinor,
    totalMinor: order.totalMinor,
    paymentId: order.providerPaymentId,
  };
}
