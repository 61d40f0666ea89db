import "server-only";
import geoip from "geoip-country";

/**
 * The env variable naming the CDN's country header to trust, e.g. "cf-ipcountry" (Cloudflare) or
 * "x-vercel-ip-country" (Vercel). Unset: no header is trusted (a client could send any), and the
 * country comes from the offline database on the client address (decision 023).
 */
export const GEO_HEADER_ENV = "GEO_COUNTRY_HEADER";

const ISO2 = /^[A-Z]{2}$/;
/** Codes CDNs use for "unknown" (XX) and Tor (T1). */
const NOT_A_COUNTRY = new Set(["XX", "T1"]);

/** The configured CDN header's country, when one is configured and says a real country. */
export function headerCountry(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): string | null {
  const name = env[GEO_HEADER_ENV]?.trim().toLowerCase();
  if (!name) return null;
  const value = headers.get(name)?.trim().toUpperCase();
  return value && ISO2.test(value) && !NOT_A_COUNTRY.has(value) ? value : null;
}

/**
 * An address's country from geoip-country (GeoLite2, shipped in the npm package, read in memory:
 * never a network call). Null for private, local or unknown addresses.
 */
export function ipCountry(ip: string): string | null {
  try {
    const found = geoip.lookup(ip.trim());
    return found && ISO2.test(found.country) ? found.country : null;
  } catch {
    return null;
  }
}

/** The visitor's ISO country: the trusted CDN header, else the offline lookup of their address. */
export function visitorCountry(
  headers: Headers,
  ip: string,
  env: Record<string, string | undefined> = process.env,
): string | null {
  return headerCountry(headers, env) ?? ipCountry(ip);
}
