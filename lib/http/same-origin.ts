import { forbidden } from "../errors";

/**
 * Cross-site request guard for cookie-carrying form posts (the legacy client sent a CSRF header):
 * the browser's Origin, or failing that its Referer, must name this very host.
 */
export function assertSameOrigin(request: Request): void {
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let sourceHost: string | null = null;
  try {
    sourceHost = source ? new URL(source).host : null;
  } catch {
    sourceHost = null;
  }
  if (!host || !sourceHost || sourceHost !== host) {
    throw forbidden("This request must come from the site itself.");
  }
}
