import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** Countries offered in the phone-number picker and used for regional offers. */
export const countries = pgTable(
  "countries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 80 }).notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    iso2: varchar({ length: 2 }).notNull(),
    dialCode: varchar({ length: 5 }).notNull(),
    region: varchar({ length: 40 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    /** Regional offer shown to visitors from this country, whole percent. */
    offerPercentage: smallint().notNull().default(0),
    sortOrder: smallint().notNull().default(100),
  },
  (t) => [
    uniqueIndex("countries_iso2_key").on(t.iso2),
    check("countries_iso2_format", sql`${t.iso2} ~ '^[A-Z]{2}$'`),
    check("countries_dial_code_format", sql`${t.dialCode} ~ '^\\+[0-9]{1,4}$'`),
    check("countries_offer_range", sql`${t.offerPercentage} between 0 and 100`),
  ],
);

export type Country = typeof countries.$inferSelect;

export const cities = pgTable(
  "cities",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 80 }).notNull(),
    state: varchar({ length: 80 }).notNull(),
    countryIso2: varchar({ length: 2 }).notNull().default("IN"),
  },
  (t) => [uniqueIndex("cities_name_state_key").on(t.name, t.state)],
);

export const localities = pgTable(
  "localities",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    name: varchar({ length: 120 }).notNull(),
    pincode: varchar({ length: 10 }),
  },
  (t) => [uniqueIndex("localities_city_name_key").on(t.cityId, t.name)],
);
