// Security headers of every response (issue 12). The static ones go on every path through
// next.config.ts; the page policy with a per-request nonce is set by proxy.ts on HTML documents.

/** Headers that are the same on every response: pages, JSON calls, files, static assets. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    // The live classes open in the video provider's own tab; nothing here needs these.
    value: "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()",
  },
  // A response that is not a page still refuses to be framed (pages get the full policy too).
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'; object-src 'none'" },
];

/**
 * The media library's authorized file route (issue 17) sets its own Content-Security-Policy
 * (default-src 'none', sandbox except for PDFs, frame-ancestors 'self') so the viewer can frame a
 * PDF on our own pages. Next applies config headers over a route's own, so these paths get the
 * static headers without the framing ban, and SAMEORIGIN instead of DENY.
 */
export const MEDIA_FILE_PATHS = "/media/file/:path*";
export const MEDIA_FILE_STATIC_HEADERS: ReadonlyArray<{ key: string; value: string }> =
  STATIC_SECURITY_HEADERS.filter((header) => header.key !== "Content-Security-Policy").map(
    (header) =>
      header.key === "X-Frame-Options" ? { key: header.key, value: "SAMEORIGIN" } : header,
  );

/** next.config's header rules: every path but the media files, then the media files. */
export function staticHeaderRules() {
  return [
    { source: "/((?!media/file/).*)", headers: [...STATIC_SECURITY_HEADERS] },
    { source: MEDIA_FILE_PATHS, headers: [...MEDIA_FILE_STATIC_HEADERS] },
  ];
}

/** Outside origins the pages use: Razorpay's checkout (script, its frame and its calls). */
const RAZORPAY = "https://checkout.razorpay.com https://api.razorpay.com";

/**
 * The page policy: scripts only with this request's nonce (and what they load, 'strict-dynamic'),
 * no plugins, no framing by anyone, forms and the base URL to this site only.
 */
export function pageContentSecurityPolicy(
  nonce: string,
  options: { dev: boolean; https: boolean },
) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    // React sets style attributes; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    // blob: the photo picker reads the chosen file back through its object URL.
    `connect-src 'self' blob: ${RAZORPAY} https://lumberjack.razorpay.com`,
    // 'self': the media viewer frames a PDF from the authorized file route (issue 17);
    // YouTube videos play only through the privacy-enhanced (no cookie until play) host.
    `frame-src 'self' https://www.youtube-nocookie.com ${RAZORPAY}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
