import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { streams, subjects, teacherProfiles, teacherSubjects, users } from "@/db/schema";

/** A teacher's public profile with primary and secondary subjects, in one query; null if none. */
export async function getTeacherProfile(db: Db, teacherId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
      headline: teacherProfiles.headline,
      bio: teacherProfiles.bio,
      experienceYears: teacherProfiles.experienceYears,
      languages: teacherProfiles.languages,
      priceInrMinor: teacherProfiles.priceInrMinor,
      priceUsdMinor: teacherProfiles.priceUsdMinor,
      rating: teacherProfiles.rating,
      ratingCount: teacherProfiles.ratingCount,
      stream: streams.name,
      primarySubjects: sql<
        string[]
      >`coalesce(array_agg(${subjects.name} order by ${subjects.name}) filter (where ${teacherSubjects.kind} = 'primary'), '{}')`,
      secondarySubjects: sql<
        string[]
      >`coalesce(array_agg(${subjects.name} order by ${subjects.name}) filter (where ${teacherSubjects.kind} = 'secondary'), '{}')`,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .innerJoin(streams, eq(streams.id, teacherProfiles.streamId))
    .leftJoin(teacherSubjects, eq(teacherSubjects.teacherId, users.id))
    .leftJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
    .where(and(eq(users.id, teacherId), eq(users.isActive, true), eq(users.role, "teacher")))
    .groupBy(users.id, teacherProfiles.userId, streams.id);
  return row ?? null;
}

export type TeacherProfileView = NonNullable<Awaited<ReturnType<typeof getTeacherProfile>>>;
