import { forbidden } from "../errors";
import { HTTP_MESSAGES } from "./messages";

/**
 * Who may send a state-changing call, as the browser tells it:
 * - "refuse" (every write by default): a browser names the page that sends a request (Origin, and
 *   Sec-Fetch-Site in every current browser), so a foreign Origin or a Sec-Fetch-Site other than
 *   same-origin/none is refused. A client that sends neither header is not a browser (the legacy
 *   mobile apps, servers) and cannot be driven by another site, so it is let through.
 * - "strict": the Origin, or failing that the Referer, must name this very host (form posts of our
 *   own pages that never come from apps).
 * - "allow": signed server-to-server calls (payment webhooks) that carry no cookie.
 */
export type CrossSitePolicy = "refuse" | "strict" | "allow";

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

function requestHost(request: Request): string | null {
  return request.headers.get("x-forwarded-host") ?? request.headers.get("host");
}

const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

export function checkCrossSite(request: Request, policy: CrossSitePolicy): void {
  if (policy === "allow") return;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && !SAME_SITE_FETCH.has(fetchSite))
    throw forbidden(HTTP_MESSAGES.crossSite);
  const host = requestHost(request);
  if (policy === "strict") {
    const source = request.headers.get("origin") ?? request.headers.get("referer");
    if (!host || hostOf(source) !== host) throw forbidden(HTTP_MESSAGES.crossSite);
    return;
  }
  const origin = request.headers.get("origin");
  if (origin === null) return;
  if (!host || hostOf(origin) !== host) throw forbidden(HTTP_MESSAGES.crossSite);
}
