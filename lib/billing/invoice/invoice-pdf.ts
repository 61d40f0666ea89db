import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatMoney } from "../../money/format";
import { formatDateIn } from "../../scheduling/date-format";
import { SITE_NAME } from "../../site";
import type { InvoiceData } from "./invoice-data";
import { INVOICE_ZONE } from "./series";
import { SAC_CODE } from "./tax-split";

/** The PDF's standard fonts have no rupee sign: amounts print as "Rs. 1,180" there. */
const pdfMoney = (minor: number, currency: InvoiceData["currency"]) =>
  formatMoney(minor, currency).replace("₹", "Rs. ");

/** The invoice's rows of amounts (label, amount), from the order's ledger. */
export function invoiceRows(d: InvoiceData): [string, string][] {
  const m = (minor: number) => pdfMoney(minor, d.currency);
  const rows: [string, string][] = [["Price", m(d.priceMinor)]];
  if (d.discountMinor) rows.push(["Discount", `- ${m(d.discountMinor)}`]);
  if (d.kind === "tax-invoice") {
    rows.push(["Taxable value", m(d.taxableMinor)]);
    if (d.split.intraState) {
      rows.push([`CGST @ ${d.split.halfRate}`, m(d.split.cgstMinor)]);
      rows.push([`SGST @ ${d.split.halfRate}`, m(d.split.sgstMinor)]);
    } else {
      rows.push([`IGST @ ${d.split.fullRate}`, m(d.split.igstMinor)]);
    }
    rows.push(["Invoice value", m(d.taxableMinor + d.gstMinor)]);
  }
  if (d.walletMinor) rows.push(["Paid from wallet", `- ${m(d.walletMinor)}`]);
  rows.push(["Amount paid", m(d.totalMinor)]);
  return rows;
}

/** The header fields (label, value) of the document. */
export function invoiceFields(d: InvoiceData): [string, string][] {
  const fields: [string, string][] = [
    [d.kind === "tax-invoice" ? "Invoice number" : "Receipt for order", d.number],
    ["Date (IST)", formatDateIn(d.paidAt, INVOICE_ZONE)],
    ["Billed to", d.buyer.name],
  ];
  if (d.number !== d.reference) fields.splice(2, 0, ["Order", d.reference]);
  if (d.buyer.email) fields.push(["E-mail", d.buyer.email]);
  if (d.kind === "tax-invoice") {
    fields.push(["Place of supply", `${d.placeOfSupply.name} (${d.placeOfSupply.code})`]);
    fields.push(["SAC", `${SAC_CODE} (commercial training and coaching)`]);
  }
  if (d.paymentId) fields.push(["Payment id", d.paymentId]);
  return fields;
}

/** The document's title: "Tax invoice TL/2026-27/000001" or "Receipt ord_…". */
export const invoiceTitle = (d: InvoiceData) =>
  `${d.kind === "tax-invoice" ? "Tax invoice" : "Receipt"} ${d.number}`;

/**
 * Text the standard fonts can draw (WinAnsi): printable ASCII and Latin-1 stay, the middle dot too,
 * anything else (a name in Devanagari, an emoji) becomes "?" rather than failing the download.
 */
export function pdfSafe(s: string): string {
  return s.replace(/[^\x20-\x7E\xA0-\xFF]/gu, "?");
}

class Writer {
  y = 800;
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {}
  text(s: string, { x = 50, size = 10, bold = false } = {}) {
    const text = pdfSafe(s);
    this.page.drawText(text, { x, y: this.y, size, font: bold ? this.bold : this.font });
  }
  right(s: string, { size = 10, bold = false } = {}) {
    const f = bold ? this.bold : this.font;
    s = pdfSafe(s);
    this.page.drawText(s, { x: 545 - f.widthOfTextAtSize(s, size), y: this.y, size, font: f });
  }
  down(by = 16) {
    this.y -= by;
  }
  rule() {
    this.page.drawLine({
      start: { x: 50, y: this.y + 6 },
      end: { x: 545, y: this.y + 6 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.down(10);
  }
}

/** A one-page A4 PDF of the tax invoice (INR) or receipt (USD) for the order. */
export async function renderInvoicePdf(d: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = invoiceTitle(d);
  pdf.setTitle(title);
  pdf.setAuthor(d.seller.legalName);
  pdf.setCreator(SITE_NAME);
  pdf.setCreationDate(d.paidAt);
  pdf.setModificationDate(d.paidAt);
  const w = new Writer(
    pdf.addPage([595, 842]),
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  w.text(d.kind === "tax-invoice" ? "TAX INVOICE" : "RECEIPT", { size: 18, bold: true });
  w.down(26);
  w.text(d.seller.legalName, { bold: true });
  w.down(14);
  w.text(d.seller.address);
  w.down(14);
  if (d.kind === "tax-invoice") {
    w.text(`GSTIN ${d.seller.gstin} · State ${d.seller.stateName} (${d.seller.stateCode})`);
    w.down(14);
  }
  w.down(10);
  w.rule();
  for (const [label, value] of invoiceFields(d)) {
    w.text(label);
    w.text(value, { x: 180 });
    w.down();
  }
  w.down(6);
  w.rule();
  w.text("Description", { bold: true });
  w.right("Amount", { bold: true });
  w.down();
  w.text(`${d.line.description} (${d.line.classes} live classes)`);
  w.down(20);
  for (const [label, value] of invoiceRows(d)) {
    const last = label === "Amount paid";
    w.text(label, { bold: last });
    w.right(value, { bold: last });
    w.down();
  }
  w.down(10);
  w.rule();
  w.text(
    d.kind === "tax-invoice"
      ? "Amounts in INR. Tax is not payable on reverse charge. Computer-generated; no signature needed."
      : `Amounts in ${d.currency}. No GST applies to this order. Computer-generated.`,
    { size: 8 },
  );
  return pdf.save();
}
