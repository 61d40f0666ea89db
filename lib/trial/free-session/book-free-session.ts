import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden, notFound } from "@/lib/errors";
import { childrenOf, familyOf } from "@/lib/family/family";
import { courseById } from "@/lib/scheduling/booking/course-target";
import { FREE_SESSION_MESSAGES as M } from "./messages";
import type { BookFreeSessionAnswer } from "./schemas";

const COURSES = "/courses";

/**
 * POST book-free-session {course_id} (spec 3 §5): a visitor is sent to the sign-in modal with the
 * signup type (status 'login'); a family gets the book-demo modal's data (its children, whether the
 * profile step is due) and the course's booking page, where the existing demo booking service books
 * it (lib/scheduling/booking). course_id 0: the course list.
 */
export async function bookFreeSession(
  db: Db,
  user: SessionUser | null,
  courseId: number,
): Promise<BookFreeSessionAnswer> {
  const course = courseId === 0 ? null : await courseById(db, courseId);
  if (courseId !== 0 && !course) throw notFound(M.unknownCourse);
  const base = {
    signup_type: "book_demo" as const,
    course_id: courseId,
    course_slug: course?.slug ?? null,
    redirect_to: course ? `/st/book-demo/${course.slug}` : COURSES,
    needs_profile: false,
    children: [],
  };
  if (!user) return { ...base, success: false, status: "login", message: M.login };
  if (user.role !== "student") throw forbidden(M.familiesOnly);
  if (!course) return { ...base, success: true, status: "courses", message: M.courses };
  const family = await familyOf(db, user.id);
  const children = family ? await childrenOf(db, family.id) : [];
  const me = children.find((c) => c.id === user.id);
  return {
    ...base,
    success: true,
    status: "book_demo",
    message: M.ready,
    needs_profile: (me?.firstName ?? "").trim() === "",
    children: children
      .filter((c) => c.isActive)
      .map((c) => ({
        user_id: c.id,
        name: `${c.firstName} ${c.lastName}`.trim() || "Your child",
        current: c.id === user.id,
      })),
  };
}
