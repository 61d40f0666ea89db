import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { streams, subjects, teacherProfiles, teacherSubjects, users } from "@/db/schema";
import { encodeId } from "../ids";

/**
 * The one query shape behind every teacher card (homepage, search): profile, user, stream and the
 * primary subject, joined once. Callers add their own where, order and limit.
 */
export function teacherCardsQuery(db: Db) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      headline: teacherProfiles.headline,
      experienceYears: teacherProfiles.experienceYears,
      languages: teacherProfiles.languages,
      priceInrMinor: teacherProfiles.priceInrMinor,
      priceUsdMinor: teacherProfiles.priceUsdMinor,
      rating: teacherProfiles.rating,
      ratingCount: teacherProfiles.ratingCount,
      subject: subjects.name,
      stream: streams.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .innerJoin(streams, eq(streams.id, teacherProfiles.streamId))
    .leftJoin(
      teacherSubjects,
      and(eq(teacherSubjects.teacherId, users.id), eq(teacherSubjects.kind, "primary")),
    )
    .leftJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof teacherCardsQuery>["execute"]>>[number];

export function toTeacherCard({ total: _total, ...row }: Row) {
  return { ...row, profilePath: `/teacher-profile/${encodeId(row.id)}` };
}

export type TeacherCardData = ReturnType<typeof toTeacherCard>;
