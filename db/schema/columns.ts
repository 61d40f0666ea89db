import { timestamp } from "drizzle-orm/pg-core";

/** When a row was made (UTC instant, set by the database). */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** created_at and updated_at; drizzle refreshes updated_at on every update it issues. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
