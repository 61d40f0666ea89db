import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { listedTeacher } from "../approved";
import { teacherProfiles, teacherSubjects, users } from "@/db/schema";
import { avatarSrc } from "../../media/avatar-src";
import { teacherProfilePath } from "../teacher-profile";

export const TEACHER_BIO_LIMIT = 6;

/**
 * Active teachers of a subject (as primary or secondary subject), best rated first, with what a
 * course page says about them: name, headline, bio, experience, rating and price.
 */
export async function teacherBios(db: Db, subjectId: number, limit = TEACHER_BIO_LIMIT) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarPath: users.avatarPath,
      headline: teacherProfiles.headline,
      bio: teacherProfiles.bio,
      experienceYears: teacherProfiles.experienceYears,
      rating: teacherProfiles.rating,
      ratingCount: teacherProfiles.ratingCount,
      priceInrMinor: teacherProfiles.priceInrMinor,
      priceUsdMinor: teacherProfiles.priceUsdMinor,
      primary: sql<boolean>`${teacherSubjects.kind} = 'primary'`,
    })
    .from(teacherSubjects)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, teacherSubjects.teacherId))
    .innerJoin(users, eq(users.id, teacherSubjects.teacherId))
    .where(
      and(
        eq(teacherSubjects.subjectId, subjectId),
        eq(users.isActive, true),
        eq(users.role, "teacher"),
        listedTeacher(users.id),
      ),
    )
    .orderBy(desc(teacherProfiles.rating), asc(users.id))
    .limit(limit);
  return rows.map(({ avatarPath, ...t }) => ({
    ...t,
    avatarSrc: avatarSrc(t.id, avatarPath),
    profilePath: teacherProfilePath(t.id),
  }));
}

export type TeacherBio = Awaited<ReturnType<typeof teacherBios>>[number];
