import { and, asc, desc, eq, gte, lte, ne, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, subjects } from "@/db/schema";
import { coursePath } from "../courses-list";
import type { TypeFilter } from "./filters";

/** What every course list shows of a course: one row, stream and subject joined once. */
const columns = {
  id: courses.id,
  name: courses.name,
  slug: courses.slug,
  shortDescription: courses.shortDescription,
  description: courses.description,
  type: courses.type,
  level: courses.level,
  ageMin: courses.ageMin,
  ageMax: courses.ageMax,
  popularity: courses.popularity,
  fromPriceInrMinor: courses.fromPriceInrMinor,
  fromPriceUsdMinor: courses.fromPriceUsdMinor,
  streamId: streams.id,
  streamName: streams.name,
  streamSlug: streams.slug,
  subjectId: subjects.id,
  subjectName: subjects.name,
};

/** Published courses with their stream and subject; callers add conditions, order and limit. */
export function courseRowsQuery(db: Db, ...conditions: (SQL | undefined)[]) {
  return db
    .select(columns)
    .from(courses)
    .innerJoin(streams, eq(streams.id, courses.streamId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(and(eq(courses.isPublished, true), ...conditions))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof courseRowsQuery>["execute"]>>[number];

/** A course of a list, with the address of its page. */
export type CourseListItem = Row & { path: string };

export const withPath = (rows: Row[]): CourseListItem[] =>
  rows.map((r) => ({ ...r, path: coursePath(r) }));

export interface CourseConditions {
  streamId?: number;
  type?: TypeFilter;
  /** Courses whose age range includes this age. */
  age?: number;
  /** Leave this course out. */
  excludeId?: number;
}

/** The where-conditions of a filtered course list (published is added by courseRowsQuery). */
export function courseConditions(f: CourseConditions): SQL[] {
  const out: SQL[] = [];
  if (f.streamId !== undefined) out.push(eq(courses.streamId, f.streamId));
  if (f.type && f.type !== "all") out.push(eq(courses.type, f.type));
  if (f.age !== undefined) out.push(lte(courses.ageMin, f.age), gte(courses.ageMax, f.age));
  if (f.excludeId !== undefined) out.push(ne(courses.id, f.excludeId));
  return out;
}

/** Most popular first; name and id break ties so pages never overlap. */
export const BY_POPULARITY = [desc(courses.popularity), asc(courses.name), asc(courses.id)];

/** Stream order, then most popular first within each stream. */
export const BY_STREAM = [asc(streams.sortOrder), asc(streams.id), ...BY_POPULARITY];
