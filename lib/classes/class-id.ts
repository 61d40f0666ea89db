import { z } from "zod";
import { MAX_DB_ID } from "@/lib/ids";

// Browser-safe: the start/join schemas use it in the client bundle (no database imports here).

/** A class session id as the legacy calls send it (slot_id, session_id, id): a positive integer. */
export const classIdSchema = z.coerce
  .number({ error: "A class id is required." })
  .int("A class id is a whole number.")
  .positive("A class id is required.")
  .max(MAX_DB_ID, "This class id is not valid.");
