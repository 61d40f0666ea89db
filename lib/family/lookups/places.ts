import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { states } from "@/db/schema";
import { listCountries } from "@/lib/catalog/countries";

/** GET /api/get-all-countries: the countries in picker order (India first). */
export async function loadAllCountries(db: Db) {
  const rows = await listCountries(db);
  return {
    status: true as const,
    data: rows.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2, country_code: c.dialCode })),
  };
}

/** GET /api/get-all-states[?country=IN]: states by country, then name. */
export async function loadAllStates(db: Db, country?: string) {
  const rows = await db
    .select()
    .from(states)
    .where(country ? eq(states.countryIso2, country) : undefined)
    .orderBy(asc(states.countryIso2), asc(states.name));
  return {
    status: true as const,
    data: rows.map((s) => ({ id: s.id, name: s.name, country: s.countryIso2 })),
  };
}
