export const SITE_NAME = "TutorLive";
export const SITE_DESCRIPTION =
  "Find a great teacher for music, academics, coding, art or languages. Book a free demo class, then learn live, one to one or in small groups, from home.";

/**
 * The public origin the server and the browser reach this site at (decision 014: the one
 * site-origin helper): `SITE_URL` without a trailing slash; else, when a request is at hand, the
 * request's own origin (payment return links work behind any host name in development); else
 * `http://localhost:$PORT`. Used for canonical URLs, metadata, legacy absolute links and the
 * payment providers' return and webhook URLs.
 */
export function siteUrl(
  request?: Request,
  env: Record<string, string | undefined> = process.env,
): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/$/, "");
  if (request) return new URL(request.url).origin;
  return `http://localhost:${env.PORT ?? 3000}`;
}
