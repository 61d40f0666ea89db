import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * Which teachers to refresh: everyone (no scope), some teachers, or everyone who teaches one of
 * some subjects or belongs to one of some streams (after a subject or stream is renamed).
 */
export type SearchDocumentScope =
  | { teacherIds: readonly number[] }
  | { subjectIds: readonly number[] }
  | { streamIds: readonly number[] };

/** One parameter however many ids ('{1,2,3}'::int[]), so a bulk refresh stays one statement. */
const intArray = (ids: readonly number[]) => {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error("ids must be integers");
  return sql`${`{${ids.join(",")}}`}::int[]`;
};

function scopeCondition(scope: SearchDocumentScope | undefined): SQL | null {
  if (!scope) return null;
  if ("teacherIds" in scope) return sql`tp.user_id = any(${intArray(scope.teacherIds)})`;
  if ("subjectIds" in scope) {
    return sql`tp.user_id in (select ts.teacher_id from teacher_subjects ts where ts.subject_id = any(${intArray(scope.subjectIds)}))`;
  }
  return sql`tp.stream_id = any(${intArray(scope.streamIds)})`;
}

/**
 * Recomputes teacher_profiles.search_document (everything search matches on: first and last name,
 * primary then secondary subject names, stream name, headline, languages) in ONE update statement,
 * for one, many or all teachers. Call it after any change to those fields (profile edits, subject
 * changes, renames); the demo seed and the bulk seed call it for everyone they insert.
 * Returns how many documents changed.
 */
export async function refreshSearchDocuments(db: Db, scope?: SearchDocumentScope): Promise<number> {
  if (scope) {
    const ids = Object.values(scope)[0] as readonly number[];
    if (ids.length === 0) return 0;
  }
  const where = scopeCondition(scope);
  const result = await db.execute(sql`
    update teacher_profiles as target
    set search_document = doc.document
    from (
      select
        tp.user_id,
        concat_ws(' ',
          u.first_name,
          nullif(u.last_name, ''),
          (select string_agg(s.name, ' ' order by ts.kind, s.name)
             from teacher_subjects ts
             join subjects s on s.id = ts.subject_id
            where ts.teacher_id = tp.user_id),
          st.name,
          tp.headline,
          nullif(array_to_string(tp.languages, ' '), '')
        ) as document
      from teacher_profiles tp
      join users u on u.id = tp.user_id
      join streams st on st.id = tp.stream_id
      ${where ? sql`where ${where}` : sql``}
    ) as doc
    where target.user_id = doc.user_id
      and target.search_document is distinct from doc.document
  `);
  return affectedRows(result);
}

function affectedRows(result: unknown): number {
  // postgres.js: a RowList with .count; PGlite: { affectedRows }.
  const r = result as { count?: number; affectedRows?: number };
  return Number(r.count ?? r.affectedRows ?? 0);
}
