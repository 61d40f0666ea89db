import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { listedTeacher } from "@/lib/catalog/approved";
import { courses, subjects, teacherProfiles, teacherSubjects, users } from "@/db/schema";
import type { Currency } from "../../money/currency";
import { listSubjectPacks, listTeacherPacks } from "./packs";
import type { PackView } from "./pack-view";

export interface PlanPageData {
  title: string;
  subjects: { id: number; name: string }[];
  packs: PackView[];
  defaultSubjectId: number;
}

/**
 * The plan page of a course: the packs of every subject of the course's stream (the course's own
 * subject first), in the viewer's currency. Null when the course does not exist.
 */
export async function loadCoursePlans(
  db: Db,
  courseId: number,
  currency: Currency,
): Promise<PlanPageData | null> {
  const [course] = await db
    .select({ name: courses.name, subjectId: courses.subjectId, streamId: courses.streamId })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)));
  if (!course) return null;
  const rows = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.streamId, course.streamId))
    .orderBy(asc(subjects.name));
  const ordered = [
    ...rows.filter((s) => s.id === course.subjectId),
    ...rows.filter((s) => s.id !== course.subjectId),
  ];
  const packs = await listSubjectPacks(
    db,
    ordered.map((s) => s.id),
    currency,
  );
  const withPacks = ordered.filter((s) => packs.some((p) => p.subjectId === s.id));
  // The course's subject first in the pack list too, so it is the one chosen at first.
  packs.sort(
    (a, b) => Number(b.subjectId === course.subjectId) - Number(a.subjectId === course.subjectId),
  );
  return { title: course.name, subjects: withPacks, packs, defaultSubjectId: course.subjectId };
}

/** The teacherPayment page: a teacher's own packs (or their subjects' general ones). */
export async function loadTeacherPlans(
  db: Db,
  teacherId: number,
  currency: Currency,
): Promise<PlanPageData | null> {
  const [teacher] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(and(eq(teacherProfiles.userId, teacherId), listedTeacher(users.id)));
  if (!teacher) return null;
  const subjectRows = await db
    .select({ id: subjects.id, name: subjects.name, kind: teacherSubjects.kind })
    .from(teacherSubjects)
    .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
    .where(eq(teacherSubjects.teacherId, teacherId));
  subjectRows.sort((a, b) => Number(b.kind === "primary") - Number(a.kind === "primary"));
  const packs = await listTeacherPacks(
    db,
    teacherId,
    subjectRows.map((s) => s.id),
    currency,
  );
  const subjectsWithPacks = subjectRows
    .filter((s) => packs.some((p) => p.subjectId === s.id))
    .map(({ id, name }) => ({ id, name }));
  return {
    title: `Classes with ${teacher.firstName} ${teacher.lastName}`.trim(),
    subjects: subjectsWithPacks,
    packs,
    defaultSubjectId: subjectsWithPacks[0]?.id ?? 0,
  };
}
