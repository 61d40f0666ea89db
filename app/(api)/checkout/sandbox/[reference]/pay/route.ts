import { z } from "zod";
import { siteUrl } from "@/lib/site";
import { sandboxPay } from "@/lib/billing/payments/sandbox-checkout";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

const body = z.object({ outcome: z.enum(["paid", "failed"]) });

/** The sandbox's Pay / Fail buttons: signed webhook to ourselves, then the browser to the return. */
export const POST = route(
  { body, crossSite: "strict" },
  async ({ request, db, body, params, now }) => {
    const to = await sandboxPay(db, String(params.reference), body.outcome, {
      origin: siteUrl(request),
      now,
    });
    return Response.redirect(to, 303);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
