import { GST_LABEL } from "../price/gst";
import { formatMoney } from "@/lib/money/format";
import type { Currency } from "@/lib/money/currency";

export interface ReceiptData {
  reference: string;
  status: string;
  currency: Currency;
  priceMinor: number;
  discountMinor: number;
  gstMinor: number;
  walletMinor: number;
  totalMinor: number;
  provider: string;
  providerPaymentId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  packName: string;
  packClasses: number;
  buyerFirst: string;
  buyerLast: string;
  buyerEmail: string | null;
  /** Paid back by refunds (issue 27): through the provider, and into the wallet. */
  refundedMinor?: number;
  refundedToWalletMinor?: number;
}

/** The receipt's lines (label, amount) in order: price, discount, taxable value, GST, wallet, paid. */
export function receiptLines(r: ReceiptData): [string, string][] {
  const m = (minor: number) => formatMoney(minor, r.currency);
  const lines: [string, string][] = [[`${r.packName} (${r.packClasses} classes)`, m(r.priceMinor)]];
  if (r.discountMinor) lines.push(["Discount", `- ${m(r.discountMinor)}`]);
  lines.push(["Taxable value", m(r.priceMinor - r.discountMinor)]);
  if (r.currency === "INR") lines.push([GST_LABEL, m(r.gstMinor)]);
  if (r.walletMinor) lines.push(["Paid from wallet", `- ${m(r.walletMinor)}`]);
  lines.push(["Amount paid", m(r.totalMinor)]);
  if (r.refundedMinor) lines.push(["Refunded", `- ${m(r.refundedMinor)}`]);
  if (r.refundedToWalletMinor) lines.push(["Refunded to wallet", m(r.refundedToWalletMinor)]);
  return lines;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "-");

/** A plain-text receipt (served as a download from /st/orders/{reference}/receipt.txt). */
export function receiptText(r: ReceiptData, siteName: string): string {
  const width = 56;
  const row = (label: string, value: string) =>
    `${label}${" ".repeat(Math.max(1, width - label.length - value.length))}${value}`;
  const rule = "-".repeat(width);
  return [
    `${siteName}: RECEIPT`,
    rule,
    row("Order", r.reference),
    row("Date", day(r.paidAt ?? r.createdAt)),
    row("Status", r.status),
    row("Billed to", `${r.buyerFirst} ${r.buyerLast}`.trim()),
    ...(r.buyerEmail ? [row("E-mail", r.buyerEmail)] : []),
    row("Paid via", r.provider),
    ...(r.providerPaymentId ? [row("Payment id", r.providerPaymentId)] : []),
    rule,
    ...receiptLines(r).map(([label, value]) => row(label, value)),
    rule,
    "Amounts in " + r.currency + ". GST applies to INR orders only.",
    "",
  ].join("\n");
}
