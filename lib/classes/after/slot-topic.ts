import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { loadTeacherClass } from "../class-access";

/** The class's teacher writes its class notes topic (spec 2 update-slot-topic). */
export async function updateSlotTopic(
  db: Db,
  user: SessionUser,
  input: { sessionId: number; title: string },
  now: Date,
) {
  const session = await loadTeacherClass(db, user, input.sessionId);
  await db
    .update(classSessions)
    .set({ title: input.title, updatedAt: now })
    .where(eq(classSessions.id, session.id));
  return { sessionId: session.id, title: input.title };
}
