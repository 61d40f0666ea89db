import { and, desc, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { streams, subjects, teacherProfiles, teacherSubjects, users } from "@/db/schema";
import { teacherCardsQuery, toTeacherCard } from "./teacher-cards";

export const SEARCH_PAGE_SIZE = 12;

export const subjectSearchSchema = z.object({
  text: z.string().trim().max(100, "Please use at most 100 characters.").catch(""),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type SubjectSearch = z.infer<typeof subjectSearchSchema>;

/**
 * Teachers of the subjects (or streams) the words name, typo-tolerant through trigram similarity on
 * the small subjects table, best rated first. Free-text search over teachers is the Catalog issue's.
 */
export async function searchTeachersBySubject(db: Db, { text, page }: SubjectSearch) {
  if (!text) return { teachers: [], total: 0, page, pageCount: 0, subjects: [] as string[] };
  const matched = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .innerJoin(streams, eq(streams.id, subjects.streamId))
    .where(
      sql`word_similarity(${text}, ${subjects.name}) >= 0.5 or word_similarity(${text}, ${streams.name}) >= 0.5`,
    )
    .orderBy(
      sql`greatest(word_similarity(${text}, ${subjects.name}), word_similarity(${text}, ${streams.name})) desc`,
    );
  if (matched.length === 0) return { teachers: [], total: 0, page, pageCount: 0, subjects: [] };
  const rows = await teacherCardsQuery(db)
    .where(
      and(
        eq(users.isActive, true),
        sql`exists (select 1 from ${teacherSubjects} ts where ts.teacher_id = ${users.id} and ${inArray(
          sql`ts.subject_id`,
          matched.map((m) => m.id),
        )})`,
      ),
    )
    .orderBy(desc(teacherProfiles.rating), desc(teacherProfiles.ratingCount), asc(users.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset((page - 1) * SEARCH_PAGE_SIZE);
  const total = rows[0]?.total ?? 0;
  return {
    teachers: rows.map(toTeacherCard),
    total,
    page,
    pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
    subjects: matched.map((m) => m.name),
  };
}
