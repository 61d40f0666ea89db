import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { openUnsubscribeLink, unsubscribeCall } from "@/lib/messaging/unsubscribe/calls";
import { unsubscribeQuery, unsubscribeRequest } from "@/lib/messaging/unsubscribe/schemas";

export const dynamic = "force-dynamic";

/**
 * POST /unsubscribe (spec 3): the page's form, or a mail client's RFC 8058 one-click POST. No login:
 * the signed token is the authority, so a POST from the mail provider's servers (another origin) is
 * allowed (decision 027).
 */
export const POST = route(
  {
    query: unsubscribeQuery,
    body: unsubscribeRequest,
    crossSite: "allow",
    rateLimit: ["anonymousWritePerIp"],
  },
  ({ db, now, body, query }) => unsubscribeCall(db, body, query.token, now),
);

/**
 * GET /unsubscribe?token=: a mail client without RFC 8058 opens the List-Unsubscribe address in a
 * browser; it never unsubscribes by itself (RFC 8058 §3.2), it shows the page with the reasons.
 * A link that is not ours answers the JSON 403 and goes nowhere.
 */
export const GET = route({ query: unsubscribeQuery }, async ({ query, request }) =>
  Response.redirect(new URL(openUnsubscribeLink(query.token), request.url), 303),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
