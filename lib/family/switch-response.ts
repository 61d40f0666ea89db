import { accountName, type Account } from "@/lib/auth/find-accounts";
import { withSessionCookie } from "@/lib/auth/session-cookie";
import { siteUrl } from "@/lib/site";

/**
 * A 303 to `path` (same site) that also re-issues the session as `account`: switching to a
 * sibling (spec 3 switch-sibling-user → /st/dashboard). The cookie carries the sibling's own
 * session version, so a logout of that sibling still ends it.
 */
export async function redirectAs(request: Request, account: Account, path: string) {
  const response = new Response(null, {
    status: 303,
    headers: { location: new URL(path, siteUrl(request)).toString() },
  });
  return withSessionCookie(response, request, {
    id: account.id,
    role: account.role,
    name: accountName(account),
    sessionVersion: account.sessionVersion,
  });
}

/** A browser following a link or typing the address (not a script's fetch). */
export function isPageNavigation(request: Request): boolean {
  return request.headers.get("sec-fetch-mode") === "navigate";
}
