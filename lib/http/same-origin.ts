import { forbidden } from "../errors";

const CROSS_SITE_MESSAGE = "This request must come from the site itself.";

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

/**
 * Strict guard for cookie-carrying form posts from our own pages (the legacy client sent a CSRF
 * header): the browser's Origin, or failing that its Referer, must name this very host.
 */
export function assertSameOrigin(request: Request): void {
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  const host = requestHost(request);
  if (!host || hostOf(source) !== host) throw forbidden(CROSS_SITE_MESSAGE);
}

/**
 * Lenient guard for calls that native apps make too: browsers always name the page that posts, so a
 * foreign Origin is refused, while clients that send no Origin (apps, servers) are let through.
 */
export function refuseCrossSite(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) return;
  const host = requestHost(request);
  if (!host || hostOf(origin) !== host) throw forbidden(CROSS_SITE_MESSAGE);
}
