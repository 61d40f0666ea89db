import { NextResponse, type NextRequest } from "next/server";
import { PAGE_PATH_HEADER } from "@/lib/auth/page-path";
import { newNonce, pageContentSecurityPolicy } from "@/lib/security/headers";

/**
 * Pages get a Content-Security-Policy with a nonce made for this request; Next.js reads it from
 * the request's header and puts it on its own scripts (the pages render per request for that).
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const https =
    request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const policy = pageContentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === "development",
    https,
  });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  // The page asked for, so a protected page can send a logged-out visitor to a login that comes
  // back to it (lib/auth/guard.ts); always ours, never the client's.
  headers.set(PAGE_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      // HTML documents only: JSON calls, files and static assets get the static headers
      // (next.config.ts), and their bodies are never buffered for the proxy. The media library's
      // files (issue 17) keep their own policy even when opened as a page or framed by the viewer.
      source: "/((?!_next/static|_next/image|icon.svg|favicon.ico|media/file/).*)",
      has: [{ type: "header", key: "accept", value: "(.*)text/html(.*)" }],
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
