import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { requireUser } from "../../auth/access";
import type { SessionUser } from "../../auth/session-user";
import { badRequest, forbidden, notFound } from "../../errors";

/**
 * The student a booking or a cancellation is for. A student acts only for themselves: a student_id
 * in the payload must be their own (else 403). An admin names the student, who must exist.
 */
export async function bookingStudent(
  db: Db,
  user: SessionUser | null,
  studentId: number | undefined,
): Promise<number> {
  const u = requireUser(user);
  if (u.role === "student") {
    if (studentId !== undefined && studentId !== u.id) throw forbidden();
    return u.id;
  }
  if (u.role !== "admin") throw forbidden();
  if (studentId === undefined) throw badRequest("student_id is required.");
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, "student")));
  if (!student) throw notFound("Student not found.");
  return student.id;
}
