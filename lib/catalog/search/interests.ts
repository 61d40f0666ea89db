import type { Db } from "@/db/client";
import { studentInterests } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";

/**
 * Records a subject someone asked for (saveStudentsInterest): anonymous visitors too, with the
 * caller's user id when logged in, so the catalog team sees what people look for.
 */
export async function saveStudentInterest(
  db: Db,
  user: SessionUser | null,
  subjectName: string,
): Promise<void> {
  await db.insert(studentInterests).values({ userId: user?.id ?? null, subjectName });
}
