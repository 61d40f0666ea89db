import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, subjects, teacherProfiles, users } from "@/db/schema";
import { teacherCardsQuery, toTeacherCard } from "./teacher-cards";

/** A published course by its stream and course slugs, with a few teachers of its subject. */
export async function getCoursePage(db: Db, streamSlug: string, courseSlug: string) {
  const [course] = await db
    .select({
      id: courses.id,
      name: courses.name,
      slug: courses.slug,
      shortDescription: courses.shortDescription,
      description: courses.description,
      type: courses.type,
      ageMin: courses.ageMin,
      ageMax: courses.ageMax,
      fromPriceInrMinor: courses.fromPriceInrMinor,
      fromPriceUsdMinor: courses.fromPriceUsdMinor,
      subjectId: subjects.id,
      subjectName: subjects.name,
      streamName: streams.name,
      streamSlug: streams.slug,
    })
    .from(courses)
    .innerJoin(streams, eq(streams.id, courses.streamId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(
      and(
        eq(courses.slug, courseSlug),
        eq(streams.slug, streamSlug),
        eq(courses.isPublished, true),
      ),
    );
  if (!course) return null;
  const teachers = await teacherCardsQuery(db)
    .where(
      and(
        eq(users.isActive, true),
        sql`exists (select 1 from teacher_subjects ts where ts.teacher_id = ${users.id} and ts.subject_id = ${course.subjectId})`,
      ),
    )
    .orderBy(desc(teacherProfiles.rating), asc(users.id))
    .limit(4);
  return { course, teachers: teachers.map(toTeacherCard) };
}
