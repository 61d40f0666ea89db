import { getReceipt } from "@/lib/billing/receipts/orders";
import { receiptText } from "@/lib/billing/receipts/receipt-text";
import { route } from "@/lib/http/route";
import { SITE_NAME } from "@/lib/site";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /st/orders/{reference}/receipt.txt: the receipt as a text download, for its owner only. */
export const GET = route({ access: ["student", "admin"] }, async ({ db, user, params }) => {
  const receipt = await getReceipt(db, user, String(params.reference));
  return new Response(receiptText(receipt, SITE_NAME), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "content-disposition": `attachment; filename="receipt-${receipt.reference}.txt"`,
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
