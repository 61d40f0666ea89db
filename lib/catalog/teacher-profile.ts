import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { listedTeacher } from "./approved";
import { streams, subjects, teacherProfiles, teacherSubjects, users } from "@/db/schema";
import { badRequest, notFound } from "../errors";
import { decodeId, encodeId } from "../ids";
import { avatarSrc } from "../media/avatar-src";
import { minorToMajor, type Currency } from "../money/currency";
import { formatMoney } from "../money/format";
import { MAX_DB_ID } from "@/lib/ids";

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
      avatarPath: users.avatarPath,
      updatedAt: sql<Date>`greatest(${users.updatedAt}, ${teacherProfiles.updatedAt})`.mapWith(
        teacherProfiles.updatedAt,
      ),
      stream: streams.name,
      streamSlug: streams.slug,
      primarySubjects: sql<
        string[]
      >`coalesce(array_agg(${subjects.name} order by ${subjects.name}) filter (where ${teacherSubjects.kind} = 'primary'), '{}')`,
      secondarySubjects: sql<
        string[]
      >`coalesce(array_agg(${subjects.name} order by ${subjects.name}) filter (where ${teacherSubjects.kind} = 'secondary'), '{}')`,
      /**
       * Where "Book a free demo" leads: the most popular published course of the teacher's primary
       * subject (else of any subject they teach), else the primary subject's slug.
       */
      bookingSlug: sql<string | null>`coalesce(
        (select c.slug from courses c join teacher_subjects ts on ts.subject_id = c.subject_id
          where ts.teacher_id = ${users.id} and c.is_published
          order by (ts.kind = 'primary') desc, c.popularity desc, c.name limit 1),
        (select s.slug from subjects s join teacher_subjects ts on ts.subject_id = s.id
          where ts.teacher_id = ${users.id} and ts.kind = 'primary' limit 1))`,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .innerJoin(streams, eq(streams.id, teacherProfiles.streamId))
    .leftJoin(teacherSubjects, eq(teacherSubjects.teacherId, users.id))
    .leftJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
    .where(
      and(
        eq(users.id, teacherId),
        eq(users.isActive, true),
        eq(users.role, "teacher"),
        listedTeacher(users.id),
      ),
    )
    .groupBy(users.id, teacherProfiles.userId, streams.id);
  return row ?? null;
}

export type TeacherProfileView = NonNullable<Awaited<ReturnType<typeof getTeacherProfile>>>;

/** The public, shareable page of a teacher: /teacher-profile/{base64 id}. */
export function teacherProfilePath(teacherId: number): string {
  return `/teacher-profile/${encodeId(teacherId)}`;
}

export function teacherPriceMinor(t: TeacherProfileView, currency: Currency): number {
  return currency === "INR" ? t.priceInrMinor : t.priceUsdMinor;
}

/**
 * A teacher id as the legacy clients send it: a plain number (12, "12") or its base64 form
 * ("MTI="). Base64 of a number never starts with a digit, so the two can not be confused.
 */
export function parseTeacherId(value: unknown): number {
  if (typeof value === "number" && Number.isInteger(value) && value > 0 && value <= MAX_DB_ID) {
    return value;
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (/^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_DB_ID) return Number(text);
    const decoded = text ? decodeId(text) : null;
    if (decoded) return decoded;
  }
  throw badRequest("teacher_id is not a valid teacher id.", {
    teacher_id: ["teacher_id is not a valid teacher id."],
  });
}

/** POST /em/loadTeacherProfileData: a teacher's public profile in the legacy snake_case shape. */
export async function loadTeacherProfileData(
  db: Db,
  teacherId: number,
  currency: Currency,
  origin: string,
) {
  const t = await getTeacherProfile(db, teacherId);
  if (!t) throw notFound("Teacher not found.");
  const price = teacherPriceMinor(t, currency);
  return {
    status: "success" as const,
    data: {
      id: t.id,
      encoded_id: encodeId(t.id),
      first_name: t.firstName,
      last_name: t.lastName,
      headline: t.headline,
      bio: t.bio,
      experience: t.experienceYears,
      languages: t.languages,
      primary_subjects: t.primarySubjects,
      secondary_subjects: t.secondarySubjects,
      stream_name: t.stream,
      rating: t.rating,
      rating_count: t.ratingCount,
      price: minorToMajor(price),
      price_text: formatMoney(price, currency),
      currency,
      avatar: avatarSrc(t.id, t.avatarPath),
      profile_url: new URL(teacherProfilePath(t.id), origin).toString(),
    },
  };
}
