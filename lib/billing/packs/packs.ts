import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, subjects } from "@/db/schema";
import { packs } from "@/db/schema/billing";
import type { Currency } from "../../money/currency";
import { notFound } from "../../errors";
import { computePrice } from "../price/compute-price";
import { viewPacks, type PackRow, type PackView } from "./pack-view";

/** The level used when a request does not name one (spec 3 §9). */
export const DEFAULT_LEVEL = 17;

/** An active pack by id, or null. */
export async function getActivePack(db: Db, id: number): Promise<PackRow | null> {
  const [row] = await db
    .select()
    .from(packs)
    .where(and(eq(packs.id, id), eq(packs.isActive, true)));
  return row ?? null;
}

export interface PackQuery {
  id?: number;
  subjectCode?: string;
  levelId?: number;
  teacherId?: number;
  totalClasses?: number;
  currency: Currency;
}

/**
 * GET /getPackId: the pack with this id when given (and sold in the asked currency), otherwise the
 * pack of the subject (by code), level, class count and currency; a teacher's own pack wins over
 * the subject's general one, an individual pack over a group one.
 */
export async function findPack(db: Db, q: PackQuery): Promise<PackRow> {
  if (q.id !== undefined) {
    const pack = await getActivePack(db, q.id);
    if (!pack || pack.currency !== q.currency) throw notFound("Pack not found.");
    return pack;
  }
  if (!q.subjectCode || q.totalClasses === undefined) throw notFound("Pack not found.");
  const teacherMatch =
    q.teacherId !== undefined
      ? or(eq(packs.teacherId, q.teacherId), isNull(packs.teacherId))
      : isNull(packs.teacherId);
  const [row] = await db
    .select({ pack: packs })
    .from(packs)
    .innerJoin(subjects, eq(subjects.id, packs.subjectId))
    .where(
      and(
        sql`upper(${subjects.code}) = ${q.subjectCode.toUpperCase()}`,
        eq(packs.levelId, q.levelId ?? DEFAULT_LEVEL),
        eq(packs.totalClasses, q.totalClasses),
        eq(packs.currency, q.currency),
        eq(packs.isActive, true),
        eq(packs.segment, "regular"),
        teacherMatch,
      ),
    )
    .orderBy(sql`${packs.teacherId} is null`, desc(packs.courseType), asc(packs.id))
    .limit(1);
  if (!row) throw notFound("Pack not found.");
  return row.pack;
}

/** The pack's payable amount before any promo or wallet: price plus GST (minor units). */
export function packTotalMinor(pack: Pick<PackRow, "priceMinor" | "currency">): number {
  return computePrice({ priceMinor: pack.priceMinor, currency: pack.currency }).total;
}

/** A published course's id and subject, or 404. */
export async function courseForPackages(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, subjectId: courses.subjectId, name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)));
  if (!row) throw notFound("Course not found.");
  return row;
}

export interface PackageFilter {
  courseType?: "group" | "individual";
  segment?: string;
  levelId?: number;
  offersOnly?: boolean;
}

/**
 * A course's packages: the course's own packs and its subject's general packs (no teacher), in the
 * viewer's currency (see viewPacks).
 */
export async function listCoursePackages(
  db: Db,
  courseId: number,
  currency: Currency,
  filter: PackageFilter = {},
): Promise<PackView[]> {
  const course = await courseForPackages(db, courseId);
  const where: (SQL | undefined)[] = [
    eq(packs.isActive, true),
    or(
      eq(packs.courseId, course.id),
      and(isNull(packs.courseId), isNull(packs.teacherId), eq(packs.subjectId, course.subjectId)),
    ),
  ];
  if (filter.courseType) where.push(eq(packs.courseType, filter.courseType));
  if (filter.segment) where.push(eq(packs.segment, filter.segment));
  if (filter.levelId !== undefined) where.push(eq(packs.levelId, filter.levelId));
  if (filter.offersOnly) where.push(eq(packs.isOffer, true));
  const rows = await db
    .select()
    .from(packs)
    .where(and(...where));
  return viewPacks(db, rows, currency);
}

/** The segments (package tabs) a course has, regular first. */
export async function listSegments(db: Db, courseId: number): Promise<string[]> {
  const list = await listCoursePackages(db, courseId, "INR");
  return [...new Set(list.map((p) => p.segment))].sort((a, b) =>
    a === "regular" ? -1 : b === "regular" ? 1 : a.localeCompare(b),
  );
}

/** Offers (packs flagged isOffer) of a course, or of every subject when no course is named. */
export async function listOffers(
  db: Db,
  currency: Currency,
  courseId?: number,
): Promise<PackView[]> {
  if (courseId !== undefined)
    return listCoursePackages(db, courseId, currency, { offersOnly: true });
  const rows = await db
    .select()
    .from(packs)
    .where(and(eq(packs.isActive, true), eq(packs.isOffer, true), isNull(packs.teacherId)));
  return viewPacks(db, rows, currency);
}

/** Packs of these subjects (general ones, no teacher) for the plan page. */
export async function listSubjectPacks(
  db: Db,
  subjectIds: number[],
  currency: Currency,
): Promise<PackView[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .select()
    .from(packs)
    .where(
      and(
        eq(packs.isActive, true),
        isNull(packs.teacherId),
        isNull(packs.courseId),
        inArray(packs.subjectId, subjectIds),
      ),
    );
  return viewPacks(db, rows, currency);
}

/** A teacher's own packs; when they have none, the general packs of their subjects. */
export async function listTeacherPacks(
  db: Db,
  teacherId: number,
  subjectIds: number[],
  currency: Currency,
): Promise<PackView[]> {
  const rows = await db
    .select()
    .from(packs)
    .where(and(eq(packs.isActive, true), eq(packs.teacherId, teacherId)));
  if (rows.length > 0) return viewPacks(db, rows, currency);
  return listSubjectPacks(db, subjectIds, currency);
}
