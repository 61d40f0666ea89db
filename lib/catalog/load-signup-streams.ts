import { cache } from "react";
import type { Db } from "@/db/client";
import { listStreams } from "./courses/streams";

/** A stream a teacher can pick at signup. */
export interface SignupStream {
  id: number;
  name: string;
}

/**
 * The streams a teacher picks from at signup (id and name, in display order), for the header's
 * login dialog and /login. Read once per request: both can be on one page (React `cache`, keyed
 * by the database handle).
 */
export const loadSignupStreams = cache(async (db: Db): Promise<SignupStream[]> => {
  const rows = await listStreams(db);
  return rows.map((s) => ({ id: s.id, name: s.name }));
});
