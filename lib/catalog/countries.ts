import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { countries, type Country } from "@/db/schema";

export const DEFAULT_COUNTRY_ISO = "IN";

/** Countries in picker order (India first). */
export function listCountries(db: Db): Promise<Country[]> {
  return db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.name));
}

/**
 * The visitor's country: the ISO code an edge proxy puts in a header (Cloudflare, Vercel or our own
 * x-country-code), else India, the business default.
 */
export function detectCountryIso(headers: Headers): string {
  for (const name of ["cf-ipcountry", "x-vercel-ip-country", "x-country-code"]) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX") return value;
  }
  return DEFAULT_COUNTRY_ISO;
}

/** GET /api/get-country-list in the legacy shape. */
export function toCountryListResponse(all: Country[], visitorIso: string) {
  const visitor =
    all.find((c) => c.iso2 === visitorIso) ?? all.find((c) => c.iso2 === DEFAULT_COUNTRY_ISO);
  return {
    status: "success",
    country_code: visitor?.dialCode ?? "+91",
    region: visitor?.iso2 ?? DEFAULT_COUNTRY_ISO,
    offer_percentage: visitor?.offerPercentage ?? 0,
    countries: all.map((c) => ({
      id: c.id,
      name: c.name,
      iso2: c.iso2,
      country_code: c.dialCode,
      region: c.region,
      currency: c.currency,
      offer_percentage: c.offerPercentage,
    })),
  };
}
