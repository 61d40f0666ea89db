import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { countries, type Country } from "@/db/schema";
import { visitorCountry } from "@/lib/growth/geolocation";

export const DEFAULT_COUNTRY_ISO = "IN";

/** Countries in picker order (India first). */
export function listCountries(db: Db): Promise<Country[]> {
  return db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.name));
}

/**
 * The visitor's country (lib/growth/geolocation.ts): the configured CDN header, else the offline
 * lookup of the client address, else India, the business default.
 */
export function detectCountryIso(headers: Headers, ip: string): string {
  return visitorCountry(headers, ip) ?? DEFAULT_COUNTRY_ISO;
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
