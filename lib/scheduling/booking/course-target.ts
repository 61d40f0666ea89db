import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, subjects } from "@/db/schema";
import { decodeId } from "../../ids";

export interface BookingCourse {
  id: number;
  name: string;
  slug: string;
  subjectId: number;
  subjectName: string;
  streamSlug: string;
}

const columns = {
  id: courses.id,
  name: courses.name,
  slug: courses.slug,
  subjectId: courses.subjectId,
  subjectName: subjects.name,
  streamSlug: streams.slug,
};

function coursesQuery(db: Db) {
  return db
    .select(columns)
    .from(courses)
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .innerJoin(streams, eq(streams.id, courses.streamId));
}

/** A published course by id. */
export async function courseById(db: Db, id: number): Promise<BookingCourse | null> {
  const [row] = await coursesQuery(db).where(
    and(eq(courses.id, id), eq(courses.isPublished, true)),
  );
  return row ?? null;
}

/** The most popular published course of a subject: where a booking of the subject lands. */
export async function courseOfSubject(db: Db, subjectId: number): Promise<BookingCourse | null> {
  const [row] = await coursesQuery(db)
    .where(and(eq(courses.subjectId, subjectId), eq(courses.isPublished, true)))
    .orderBy(desc(courses.popularity), asc(courses.name))
    .limit(1);
  return row ?? null;
}

/**
 * The course a /st/book-demo/{segment} or /demo-booked-successfully/{segment} URL names: a course
 * slug, a base64 course id, or (as teacher pages link) a subject slug, meaning its main course.
 */
export async function courseOfSegment(db: Db, segment: string): Promise<BookingCourse | null> {
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const [bySlug] = await coursesQuery(db).where(
    and(eq(courses.slug, slug), eq(courses.isPublished, true)),
  );
  if (bySlug) return bySlug;
  const id = decodeId(segment);
  if (id !== null) return courseById(db, id);
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.slug, slug));
  if (subject) return courseOfSubject(db, subject.id);
  return courseOfInterest(db, slug);
}

/**
 * An encoded interest (spec 3: /st/book-demo/{encoded interest} after a register or login outside
 * the trial page): a subject's name ("Guitar") means its main course; else a course's name.
 */
async function courseOfInterest(db: Db, interest: string): Promise<BookingCourse | null> {
  const name = interest.trim().toLowerCase();
  if (name === "" || name.length > 120) return null;
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(sql`lower(${subjects.name}) = ${name}`)
    .limit(1);
  if (subject) return courseOfSubject(db, subject.id);
  const [byName] = await coursesQuery(db)
    .where(and(sql`lower(${courses.name}) = ${name}`, eq(courses.isPublished, true)))
    .orderBy(desc(courses.popularity))
    .limit(1);
  return byName ?? null;
}

/** Where the browser goes after a demo is booked (spec 1 §2). */
export function demoBookedPath(course: BookingCourse | null, sessionId: number): string {
  return course ? `/demo-booked-successfully/${course.slug}` : `/thank-you/${sessionId}`;
}
