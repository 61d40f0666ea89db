import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { GET as invoicePdf } from "@/app/(api)/st/orders/[reference]/invoice.pdf/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { DEMO_SELLER_GSTIN } from "@/lib/billing/invoice/seller";
import { makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import {
  deliver,
  makePack,
  orderByRef,
  paymentsTestContext,
  post,
  sandboxHook,
} from "./payments-support";

const ctx = paymentsTestContext();

type Kid = { id: number; role: "student" };

/** A student from `state` who bought (and, unless told otherwise, paid for) a pack. */
async function order(state: string | null, { currency = "INR" as "INR" | "USD", pay = true } = {}) {
  const u = await makeUser(ctx.t.db, { role: "student", state, firstName: "Anaya" });
  const kid: Kid = { id: u.id, role: "student" };
  const pack = await makePack(ctx.t.db, ctx.subjectId, {
    currency,
    name: "Guitar, 10 classes",
    priceMinor: currency === "INR" ? 100000 : 12000,
  });
  const res = await post(purchase, "/purchase-course-package", { pack_id: pack.id }, { user: kid });
  const created = await orderByRef(ctx.t.db, res.body.order_reference);
  if (pay) await deliver(webhook, "sandbox", sandboxHook(created));
  return { kid, order: await orderByRef(ctx.t.db, created.reference) };
}

async function download(reference: string, user: Kid) {
  return invoicePdf(
    new Request(`http://localhost/st/orders/${reference}/invoice.pdf`, {
      headers: await cookieHeaderFor(user),
    }),
    { params: Promise.resolve({ reference }) },
  );
}

/** The PDF's title and the text its page draws (pdf-lib writes each string as a hex Tj). */
async function readPdf(res: Response) {
  const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
  const [page] = pdf.getPages();
  const contents = page!.node.Contents();
  const streams = (contents instanceof PDFArray ? contents.asArray() : [contents])
    .map((ref) => pdf.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  expect(streams.length).toBeGreaterThan(0);
  const ops = streams.map((s) => new TextDecoder("latin1").decode(decodePDFRawStream(s).decode()));
  const text = ops
    .join("\n")
    .match(/<([0-9A-Fa-f]+)>\s*Tj/g)!
    .map((tj) => Buffer.from(tj.slice(1, tj.indexOf(">")), "hex").toString("latin1"));
  return { title: pdf.getTitle(), pages: pdf.getPageCount(), text };
}

describe("GET /st/orders/{reference}/invoice.pdf", () => {
  it("is a GST tax invoice with IGST for a buyer in another state than the seller", async () => {
    const { kid, order: paid } = await order("Maharashtra");
    expect(paid.invoiceNumber).toMatch(/^TL\/\d{4}-\d{2}\/\d{6}$/);
    const res = await download(paid.reference, kid);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("attachment;");
    const pdf = await readPdf(res);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe(`Tax invoice ${paid.invoiceNumber}`);
    expect(pdf.text).toEqual(
      expect.arrayContaining([
        "TAX INVOICE",
        `GSTIN ${DEMO_SELLER_GSTIN} · State Karnataka (29)`,
        paid.invoiceNumber!,
        "Maharashtra (27)",
        "999293 (commercial training and coaching)",
        "Taxable value",
        "Rs. 1,000",
        "IGST @ 18%",
        "Rs. 180",
        "Rs. 1,180",
      ]),
    );
    expect(pdf.text.join("|")).not.toContain("CGST");
  });

  it("splits CGST and SGST for a buyer in the seller's state, and with no state on record", async () => {
    for (const state of ["Karnataka", null]) {
      const { kid, order: paid } = await order(state);
      const pdf = await readPdf(await download(paid.reference, kid));
      expect(pdf.text).toEqual(
        expect.arrayContaining(["CGST @ 9%", "SGST @ 9%", "Rs. 90", "Karnataka (29)"]),
      );
      expect(pdf.text.join("|")).not.toContain("IGST");
    }
  });

  it("numbers a year's invoices one after another", async () => {
    const a = (await order("Goa")).order.invoiceNumber!;
    const b = (await order("Goa")).order.invoiceNumber!;
    const n = (s: string) => Number(s.split("/")[2]);
    expect(b.split("/")[1]).toBe(a.split("/")[1]);
    expect(n(b)).toBe(n(a) + 1);
  });

  it("gives a USD order a plain receipt without GST or an invoice number", async () => {
    const { kid, order: paid } = await order(null, { currency: "USD" });
    expect(paid.invoiceNumber).toBeNull();
    const pdf = await readPdf(await download(paid.reference, kid));
    expect(pdf.title).toBe(`Receipt ${paid.reference}`);
    expect(pdf.text).toEqual(expect.arrayContaining(["RECEIPT", "Amount paid", "$120"]));
    expect(pdf.text.join("|")).not.toMatch(/GSTIN|GST @|SAC|Taxable/);
  });

  it("is for the owner of a paid order only", async () => {
    const { order: paid } = await order("Kerala");
    const stranger = await makeUser(ctx.t.db, { role: "student" });
    expect((await download(paid.reference, { id: stranger.id, role: "student" })).status).toBe(404);
    const unpaid = await order("Kerala", { pay: false });
    expect((await download(unpaid.order.reference, unpaid.kid)).status).toBe(404);
  });
});
