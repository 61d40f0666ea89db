-- Extensions the later domains rely on: trigram search (catalog) and exclusion constraints over
-- time ranges (scheduling). Both ship with PGlite and with the Debian Postgres server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
