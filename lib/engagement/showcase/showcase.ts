import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, showcaseItems, users } from "@/db/schema";
import { lastInitial } from "../leaderboard/board";

export const SHOWCASE_PAGE_SIZE = 12;

export interface ShowcaseItemJson {
  id: number;
  title: string;
  description: string;
  image_url: string;
  course_name: string | null;
  /** First name and last initial only: never a contact detail. */
  student_name: string;
  approved_at: string;
}

/**
 * GET get-showcase: approved student work, newest approval first. Pending and rejected work is
 * never shown; the newest SHOWCASE_PAGE_SIZE items.
 */
export async function loadShowcase(db: Db) {
  const rows = await db
    .select({
      id: showcaseItems.id,
      title: showcaseItems.title,
      description: showcaseItems.description,
      imageUrl: showcaseItems.imageUrl,
      approvedAt: showcaseItems.approvedAt,
      courseName: courses.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(showcaseItems)
    .innerJoin(users, eq(users.id, showcaseItems.studentId))
    .leftJoin(courses, eq(courses.id, showcaseItems.courseId))
    .where(and(eq(showcaseItems.status, "approved"), eq(users.isActive, true)))
    .orderBy(desc(showcaseItems.approvedAt), desc(showcaseItems.id))
    .limit(SHOWCASE_PAGE_SIZE);
  const data: ShowcaseItemJson[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    image_url: r.imageUrl,
    course_name: r.courseName ?? null,
    student_name: `${r.firstName} ${lastInitial(r.lastName)}`.trim(),
    approved_at: r.approvedAt!.toISOString(),
  }));
  return { status: true as const, data };
}
