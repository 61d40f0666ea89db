import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { recordingRequests, users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { viewerTime } from "../../scheduling/booking/format";
import { SITE_NAME } from "../../site";
import { loadStudentClass } from "../class-access";
import { assertBegun } from "./class-time";
import { messageUser, type Transports } from "./notify";

/**
 * A student booked into a class that has begun asks for its recording. The first request is stored
 * and the teacher is told (in one transaction); asking again changes nothing.
 */
export async function requestVideo(
  db: Db,
  transports: Transports,
  user: SessionUser,
  sessionId: number,
  now: Date,
) {
  const { session } = await loadStudentClass(db, user, sessionId);
  assertBegun(session, now);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(recordingRequests)
      .values({ sessionId: session.id, studentId: user.id })
      .onConflictDoNothing()
      .returning({ id: recordingRequests.id });
    if (!inserted) return { sessionId: session.id, alreadyRequested: true };
    const [teacher] = await tx.select().from(users).where(eq(users.id, session.teacherId));
    const when = viewerTime(session.startsAt, teacher?.timeZone ?? "Asia/Kolkata");
    await messageUser(tx as unknown as Db, transports, teacher, {
      subject: `Recording requested on ${SITE_NAME}`,
      body: `${user.name} asked for the recording of your ${SITE_NAME} class on ${when.whenText}.`,
    });
    return { sessionId: session.id, alreadyRequested: false };
  });
}
