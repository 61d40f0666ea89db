import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courseUnitKind, courseUnits } from "@/db/schema";

export type UnitKind = (typeof courseUnitKind.enumValues)[number];
export type UnitItem = { title: string; body: string };
export type CourseUnits = Record<UnitKind, UnitItem[]>;

/** Every kind with no items: the shape of a course without content. */
export function emptyUnits(): CourseUnits {
  return Object.fromEntries(
    courseUnitKind.enumValues.map((k) => [k, []]),
  ) as unknown as CourseUnits;
}

/** Groups units, already in order, by kind. */
export function groupUnits(rows: (UnitItem & { kind: UnitKind })[]): CourseUnits {
  const out = emptyUnits();
  for (const { kind, title, body } of rows) out[kind].push({ title, body });
  return out;
}

/** A course's page sections, grouped by kind, each kind in its order. */
export async function courseUnitsByKind(db: Db, courseId: number): Promise<CourseUnits> {
  const rows = await db
    .select({ kind: courseUnits.kind, title: courseUnits.title, body: courseUnits.body })
    .from(courseUnits)
    .where(eq(courseUnits.courseId, courseId))
    .orderBy(asc(courseUnits.kind), asc(courseUnits.sortOrder), asc(courseUnits.id));
  return groupUnits(rows);
}
