import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Answers of calls sent with an Idempotency-Key (booking, payment): stored in the same transaction
 * as the call's own writes, so a retry after an in-doubt commit gets the first answer back.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    route: varchar({ length: 200 }).notNull(),
    key: varchar({ length: 100 }).notNull(),
    status: smallint().notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_route_key").on(t.userId, t.route, t.key),
    index("idempotency_keys_created_at").on(t.createdAt),
    check("idempotency_keys_status", sql`${t.status} between 100 and 599`),
  ],
);
