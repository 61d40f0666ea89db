import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { localities } from "@/db/schema";

/** spec 1 getLocalityByCity: the localities of a city, by name (none for an unknown city). */
export async function localitiesOfCity(db: Db, cityId: number) {
  return db
    .select({ id: localities.id, name: localities.name, pincode: localities.pincode })
    .from(localities)
    .where(eq(localities.cityId, cityId))
    .orderBy(asc(localities.name), asc(localities.id));
}
