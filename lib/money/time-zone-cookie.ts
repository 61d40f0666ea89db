import { isTimeZone } from "@/lib/fields/is-time-zone";
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from "./currency";

/**
 * The one reader of the `tz` cookie (decision 014): the browser's IANA zone as
 * components/layout/time-zone-sync.tsx stored it, from a Cookie header or `document.cookie`. Null
 * when the cookie is absent, undecodable or not a zone the runtime knows: an invalid value is
 * never trusted, and every caller falls back the same way (`viewerTimeZone`).
 */
export function timeZoneInCookies(cookies: string | null | undefined): string | null {
  for (const part of (cookies ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== TIME_ZONE_COOKIE) continue;
    return validZone(part.slice(eq + 1).trim());
  }
  return null;
}

/** The `tz` cookie of a request (route handlers), or null. */
export function timeZoneCookie(request: Request): string | null {
  return timeZoneInCookies(request.headers.get("cookie"));
}

/** A stored cookie value (Next's cookies().get(...).value, still URI-encoded or not) checked. */
export function validZone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const zone = decodeURIComponent(raw);
    return isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/**
 * The zone a page or call is rendered for when nothing better is known: the cookie's zone, else
 * the business default Asia/Kolkata, which means INR and "(IST)". Every reader falls back to it,
 * so a visitor without (or with a broken) cookie sees the same currency on every page.
 */
export function viewerTimeZone(cookieZone: string | null | undefined): string {
  return cookieZone ?? DEFAULT_TIME_ZONE;
}

/** The `document.cookie` assignment that remembers a zone for a year (the switcher and the sync). */
export function timeZoneCookieAssignment(zone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}

/** Remembers a zone in the browser (the zone switcher, TimeZoneSync); the next render follows it. */
export function rememberTimeZone(zone: string): void {
  document.cookie = timeZoneCookieAssignment(zone);
}

/**
 * A tiny blocking script for the document's <head> (decision 035). A first-time visitor (no `tz`
 * cookie) was served the page rendered for the default zone, in ₹ and IST. Before anything of the
 * body is parsed, the script remembers the browser's zone and, only when that zone renders
 * differently (outside India), stops the parser and loads the page again: the second answer is the
 * copy for that zone, so nothing in ₹ is ever painted for a visitor in New York. When cookies are
 * refused the cookie does not stick and the page is not reloaded (no loop). Plain ES5, no imports.
 */
export const FIRST_PAINT_ZONE_SCRIPT = `(function(){try{var c=function(){return /(?:^|;\\s*)${TIME_ZONE_COOKIE}=/.test(document.cookie)};if(c())return;var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!z)return;document.cookie=${JSON.stringify(`${TIME_ZONE_COOKIE}=`)}+encodeURIComponent(z)+"; path=/; max-age=31536000; samesite=lax";if(z!=="${DEFAULT_TIME_ZONE}"&&z!=="Asia/Calcutta"&&c()){window.stop();location.reload()}}catch(e){}})();`;
