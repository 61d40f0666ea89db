import "server-only";
import { cache } from "react";
import { getDb } from "@/db";
import { getStreamsWithCounts } from "@/lib/catalog/homepage";

/** The streams a teacher picks from at signup (id and name), read once per request. */
export const getSignupStreams = cache(async () => {
  const rows = await getStreamsWithCounts(await getDb());
  return rows.map((s) => ({ id: s.id, name: s.name }));
});
