import { loadInvoice } from "@/lib/billing/invoice/invoice-data";
import { renderInvoicePdf } from "@/lib/billing/invoice/invoice-pdf";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * GET /st/orders/{reference}/invoice.pdf: the GST tax invoice of a paid INR order (a plain receipt
 * for USD), as a PDF download for its owner only (anyone else, or an unpaid order: 404).
 */
export const GET = route({ access: ["student", "admin"] }, async ({ db, user, params }) => {
  const invoice = await loadInvoice(db, user, String(params.reference));
  const name = invoice.number.replace(/[^A-Za-z0-9_-]+/g, "-");
  return new Response(Buffer.from(await renderInvoicePdf(invoice)), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoice.kind}-${name}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
