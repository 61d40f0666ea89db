import { asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courseFaqs } from "@/db/schema";

export type CourseFaq = { id: number; question: string; answer: string; general: boolean };

/** The course's own FAQs in their order, then the general ones (course_id null) in theirs. */
export function courseFaqList(db: Db, courseId: number): Promise<CourseFaq[]> {
  return db
    .select({
      id: courseFaqs.id,
      question: courseFaqs.question,
      answer: courseFaqs.answer,
      general: sql<boolean>`${courseFaqs.courseId} is null`,
    })
    .from(courseFaqs)
    .where(or(eq(courseFaqs.courseId, courseId), isNull(courseFaqs.courseId)))
    .orderBy(sql`${courseFaqs.courseId} is null`, asc(courseFaqs.sortOrder), asc(courseFaqs.id));
}
