import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { streams, subjects } from "@/db/schema";
import { notFound } from "@/lib/errors";

export const UNKNOWN_STREAM = "No stream with this id.";

/** The subjects of a stream, by name; 404 when there is no such stream. */
export async function getSubjectsByStream(db: Db, streamId: number) {
  const rows = await db
    .select({ streamId: streams.id, id: subjects.id, name: subjects.name, slug: subjects.slug })
    .from(streams)
    .leftJoin(subjects, eq(subjects.streamId, streams.id))
    .where(eq(streams.id, streamId))
    .orderBy(asc(subjects.name));
  if (rows.length === 0) throw notFound(UNKNOWN_STREAM);
  return rows.flatMap((r) =>
    r.id === null || r.name === null || r.slug === null
      ? []
      : [{ id: r.id, name: r.name, slug: r.slug }],
  );
}
