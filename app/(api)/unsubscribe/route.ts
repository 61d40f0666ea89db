import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { unsubscribeCall } from "@/lib/messaging/unsubscribe/calls";
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

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
