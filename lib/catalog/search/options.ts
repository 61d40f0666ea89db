import { asc, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { streams, subjects } from "@/db/schema";
import { rowsOf } from "../../db-rows";

/** What the search page's filters offer: streams, subjects (to read a search-result URL), languages. */
export async function getSearchOptions(db: Db) {
  const [streamRows, subjectRows, languageRows] = await Promise.all([
    db
      .select({ id: streams.id, name: streams.name, slug: streams.slug })
      .from(streams)
      .orderBy(asc(streams.sortOrder), asc(streams.name)),
    db
      .select({
        id: subjects.id,
        name: subjects.name,
        slug: subjects.slug,
        streamId: subjects.streamId,
      })
      .from(subjects)
      .orderBy(asc(subjects.name)),
    db.execute(sql`select distinct unnest(languages) as language from teacher_profiles order by 1`),
  ]);
  return {
    streams: streamRows,
    subjects: subjectRows,
    languages: rowsOf<{ language: string }>(languageRows).map((r) => r.language),
  };
}

export type SearchOptions = Awaited<ReturnType<typeof getSearchOptions>>;
